import { describe, expect, it } from "vitest";
import { TRANSPORT_STATUSES, type TransportAction, type TransportRequestStatus } from "@/lib/transportRequests/types";
import {
  decideTransport,
  transportActionsFor,
  transportViewActions,
  type TransportState,
} from "@/lib/transportRequests/rules";

const NOW = new Date("2026-03-10T12:00:00.000Z");
const OPEN_QUOTE = new Date(NOW.getTime() + 24 * 3600_000);
const LAPSED_QUOTE = new Date(NOW.getTime() - 1);

/** Written out by hand from PRODUCT §8.2, independently of the implementation's table. */
const ALLOWED: Record<TransportAction, Partial<Record<TransportRequestStatus, TransportRequestStatus>>> = {
  quote: { requested: "quoted" },
  accept: { quoted: "accepted" },
  decline: { quoted: "declined" },
  withdraw: { requested: "cancelled", quoted: "cancelled" },
  schedule: { accepted: "scheduled", scheduled: "scheduled" },
  deliver: { scheduled: "delivered" },
  cancel: { requested: "cancelled", quoted: "cancelled", accepted: "cancelled", scheduled: "cancelled" },
};
const ACTIONS = Object.keys(ALLOWED) as TransportAction[];

function state(
  status: TransportRequestStatus,
  quoteExpiresAt: Date | null = status === "requested" ? null : OPEN_QUOTE,
): TransportState {
  // A pick-up date already reached, so the table below is about states only.
  return {
    status,
    quoteExpiresAt,
    scheduledDate: status === "scheduled" || status === "delivered" ? "2026-03-09" : null,
  };
}

const cases = TRANSPORT_STATUSES.flatMap((status) =>
  ACTIONS.map((action) => [status, action, ALLOWED[action][status] ?? null] as const),
);

describe("decideTransport: every status × action with an open quote", () => {
  it.each(cases)("%s + %s → %s", (status, action, expected) => {
    const decision = decideTransport(state(status), action, NOW);
    if (expected) expect(decision).toEqual({ ok: true, to: expected });
    else expect(decision).toEqual({ ok: false, message: expect.any(String) });
  });

  it("covers all 7 × 7 combinations", () => expect(cases).toHaveLength(49));
});

describe("decideTransport: a lapsed quote", () => {
  it("can no longer be accepted but can be declined", () => {
    expect(decideTransport(state("quoted", LAPSED_QUOTE), "accept", NOW)).toEqual({
      ok: false,
      message: expect.stringContaining("geçerlilik süresi doldu"),
    });
    expect(decideTransport(state("quoted", LAPSED_QUOTE), "decline", NOW)).toEqual({ ok: true, to: "declined" });
  });

  it("does not stop the user cancelling", () =>
    expect(decideTransport(state("quoted", LAPSED_QUOTE), "withdraw", NOW)).toEqual({ ok: true, to: "cancelled" }));

  it("may be quoted again, while an open quote may not", () => {
    expect(decideTransport(state("quoted", LAPSED_QUOTE), "quote", NOW)).toEqual({ ok: true, to: "quoted" });
    expect(decideTransport(state("quoted", OPEN_QUOTE), "quote", NOW)).toEqual({
      ok: false,
      message: expect.stringContaining("süresi dolmamış"),
    });
  });
});

describe("refusal messages", () => {
  it.each([
    ["accepted", "accept", "Bu fiyat teklifini zaten kabul ettiniz."],
    ["declined", "accept", "Bu fiyat teklifini zaten reddettiniz."],
    ["requested", "decline", "Bu talepte yanıtlanacak bir fiyat teklifi yok."],
    ["delivered", "cancel", "Talep “Teslim edildi” durumunda olduğu için iptal edilemez."],
    ["requested", "deliver", "Talep “Talep alındı” durumunda olduğu için teslim edildi olarak işaretlenemez."],
    ["cancelled", "schedule", "Talep “İptal edildi” durumunda olduğu için planlanamaz."],
    [
      "accepted",
      "withdraw",
      "Fiyatı onayladığınız için taşımanız planlanıyor; iptal için lütfen bizi arayın: +90 850 555 66 86.",
    ],
    ["scheduled", "withdraw", "Taşımanız planlandı; iptal için lütfen bizi arayın: +90 850 555 66 86."],
    ["delivered", "withdraw", "Bu taşıma tamamlandı; iptal edilemez."],
    ["declined", "withdraw", "Fiyat teklifini reddettiğinizde bu talep zaten kapandı."],
    ["cancelled", "withdraw", "Bu talep zaten iptal edildi."],
    ["cancelled", "quote", "Talep “İptal edildi” durumunda olduğu için fiyat teklifi verilemez."],
  ] as const)("%s + %s: %s", (status, action, message) => {
    expect(decideTransport(state(status), action, NOW)).toEqual({ ok: false, message });
  });
});

describe("transportActionsFor", () => {
  it.each([
    ["requested", "owner", ["withdraw"]],
    ["requested", "staff", ["quote", "cancel"]],
    ["quoted", "owner", ["accept", "decline", "withdraw"]],
    ["accepted", "owner", []],
    ["scheduled", "owner", []],
    ["quoted", "staff", ["cancel"]],
    ["accepted", "staff", ["schedule", "cancel"]],
    ["scheduled", "staff", ["schedule", "deliver", "cancel"]],
    ["delivered", "staff", []],
    ["cancelled", "owner", []],
    ["cancelled", "staff", []],
  ] as const)("%s for %s: %j", (status, actor, actions) => {
    expect(transportActionsFor(state(status), actor, NOW)).toEqual(actions);
  });
});

describe("transportViewActions: staff “Ücret alındı” once a quote is accepted, until it is recorded", () => {
  const due = { quotePrice: 4_800, paid: false };
  it.each([
    ["requested", "staff", due, false],
    ["quoted", "staff", due, false],
    ["accepted", "staff", due, true],
    ["scheduled", "staff", due, true],
    ["delivered", "staff", due, true],
    ["cancelled", "staff", due, false],
    ["declined", "staff", due, false],
    ["accepted", "owner", due, false],
    ["delivered", "staff", { quotePrice: 4_800, paid: true }, false],
    ["accepted", "staff", { quotePrice: null, paid: false }, false],
  ] as const)("%s for %s (%j): %s", (status, actor, fee, offered) => {
    const actions = transportViewActions(state(status), fee, actor, NOW);
    expect(actions.includes("feePaid")).toBe(offered);
    expect(actions.filter((a) => a !== "feePaid")).toEqual(transportActionsFor(state(status), actor, NOW));
  });
});

describe("delivery is refused before the planned pick-up date (Türkiye's calendar)", () => {
  const scheduled = (scheduledDate: string): TransportState => ({
    status: "scheduled",
    quoteExpiresAt: OPEN_QUOTE,
    scheduledDate,
  });
  it("refuses on the day before, with the date in the message", () => {
    expect(decideTransport(scheduled("2026-03-11"), "deliver", NOW)).toEqual({
      ok: false,
      message: "Teslim alma tarihi (11.03.2026) gelmeden taşıma teslim edildi olarak işaretlenemez.",
    });
    expect(transportActionsFor(scheduled("2026-03-11"), "staff", NOW)).not.toContain("deliver");
  });
  it("allows it from the pick-up day on", () => {
    expect(decideTransport(scheduled("2026-03-10"), "deliver", NOW)).toEqual({ ok: true, to: "delivered" });
    expect(decideTransport(scheduled("2026-03-01"), "deliver", NOW)).toEqual({ ok: true, to: "delivered" });
  });
  it("uses Istanbul's date: 22:30 UTC on the 10th is already the 11th there", () => {
    expect(decideTransport(scheduled("2026-03-11"), "deliver", new Date("2026-03-10T22:30:00.000Z"))).toEqual({
      ok: true,
      to: "delivered",
    });
  });
});
