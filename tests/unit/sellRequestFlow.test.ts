import { describe, expect, it } from "vitest";
import { SELL_STATUSES, type SellAction, type SellRequestStatus } from "@/lib/sellRequests/types";
import { decideSell, sellActionsFor, type SellState } from "@/lib/sellRequests/rules";

const NOW = new Date("2026-03-10T12:00:00.000Z");
const OPEN_OFFER = new Date(NOW.getTime() + 3 * 24 * 3600_000);
const LAPSED_OFFER = new Date(NOW.getTime() - 1);

/** Written out by hand from PRODUCT §8.1, independently of the implementation's table. */
const ALLOWED: Record<SellAction, Partial<Record<SellRequestStatus, SellRequestStatus>>> = {
  review: { submitted: "in_review" },
  offer: { in_review: "offer_made" },
  accept: { offer_made: "accepted" },
  decline: { offer_made: "declined" },
  withdraw: { submitted: "withdrawn", in_review: "withdrawn", offer_made: "withdrawn" },
  list: { accepted: "listed" },
  reject: { submitted: "rejected", in_review: "rejected", offer_made: "rejected", accepted: "rejected" },
};
const ACTIONS = Object.keys(ALLOWED) as SellAction[];

function state(
  status: SellRequestStatus,
  offerExpiresAt: Date | null = status === "offer_made" || status === "accepted" ? OPEN_OFFER : null,
): SellState {
  return { status, offerExpiresAt };
}

const cases = SELL_STATUSES.flatMap((status) =>
  ACTIONS.map((action) => [status, action, ALLOWED[action][status] ?? null] as const),
);

describe("decideSell: every status × action with an open offer", () => {
  it.each(cases)("%s + %s → %s", (status, action, expected) => {
    const decision = decideSell(state(status), action, NOW);
    if (expected) expect(decision).toEqual({ ok: true, to: expected });
    else {
      expect(decision.ok).toBe(false);
      if (!decision.ok) expect(decision.message).toMatch(/[ığüşöçİ]|Talep|teklif/);
    }
  });

  it("covers all 8 × 7 combinations", () => expect(cases).toHaveLength(56));
});

describe("decideSell: a lapsed offer", () => {
  it("can no longer be accepted", () => {
    const decision = decideSell(state("offer_made", LAPSED_OFFER), "accept", NOW);
    expect(decision).toEqual({ ok: false, message: expect.stringContaining("geçerlilik süresi doldu") });
  });

  it("can still be declined", () =>
    expect(decideSell(state("offer_made", LAPSED_OFFER), "decline", NOW)).toEqual({ ok: true, to: "declined" }));

  it("may be renewed by staff, while an open one may not", () => {
    expect(decideSell(state("offer_made", LAPSED_OFFER), "offer", NOW)).toEqual({ ok: true, to: "offer_made" });
    expect(decideSell(state("offer_made", OPEN_OFFER), "offer", NOW)).toEqual({
      ok: false,
      message: expect.stringContaining("süresi dolmamış"),
    });
  });

  it("does not stop the owner withdrawing", () =>
    expect(decideSell(state("offer_made", LAPSED_OFFER), "withdraw", NOW)).toEqual({ ok: true, to: "withdrawn" }));

  it("lapses exactly at its expiry time", () => {
    expect(decideSell(state("offer_made", NOW), "accept", NOW).ok).toBe(false);
    expect(decideSell(state("offer_made", new Date(NOW.getTime() + 1)), "accept", NOW).ok).toBe(true);
  });
});

describe("refusal messages", () => {
  it.each([
    ["accepted", "accept", "Bu teklifi zaten kabul ettiniz."],
    ["declined", "decline", "Bu teklifi zaten reddettiniz."],
    ["submitted", "accept", "Bu talepte yanıtlanacak bir teklif yok."],
    ["listed", "review", "Talep “Yayında” durumunda olduğu için incelemeye alınamaz."],
    ["rejected", "reject", "Talep “Başvuru reddedildi” durumunda olduğu için reddedilemez."],
    ["declined", "list", "Talep “Teklif reddedildi” durumunda olduğu için yayında olarak işaretlenemez."],
    ["withdrawn", "accept", "Bu başvuruyu geri çektiniz; yanıtlanacak bir teklif kalmadı."],
    ["withdrawn", "offer", "Talep “Geri çekildi” durumunda olduğu için teklif verilemez."],
    ["withdrawn", "review", "Talep “Geri çekildi” durumunda olduğu için incelemeye alınamaz."],
    ["withdrawn", "reject", "Talep “Geri çekildi” durumunda olduğu için reddedilemez."],
    ["withdrawn", "withdraw", "Bu başvuruyu zaten geri çektiniz."],
    [
      "accepted",
      "withdraw",
      "Teklifimizi kabul ettiğiniz için başvuru artık geri çekilemez. Vazgeçtiyseniz lütfen bizi arayın: +90 850 555 66 86.",
    ],
    [
      "listed",
      "withdraw",
      "Aracınız yayına alındığı için başvuru artık geri çekilemez. Lütfen bizi arayın: +90 850 555 66 86.",
    ],
    ["declined", "withdraw", "Teklifimizi reddettiğinizde bu başvuru zaten kapandı."],
    ["rejected", "withdraw", "Bu başvuru ekibimiz tarafından reddedildiği için zaten kapandı."],
  ] as const)("%s + %s: %s", (status, action, message) => {
    expect(decideSell(state(status), action, NOW)).toEqual({ ok: false, message });
  });
});

describe("sellActionsFor", () => {
  it.each([
    ["submitted", "owner", ["withdraw"]],
    ["in_review", "owner", ["withdraw"]],
    ["submitted", "staff", ["review", "reject"]],
    ["in_review", "staff", ["offer", "reject"]],
    ["offer_made", "owner", ["accept", "decline", "withdraw"]],
    ["offer_made", "staff", ["reject"]],
    ["accepted", "staff", ["list", "reject"]],
    ["listed", "staff", []],
    ["rejected", "owner", []],
    ["accepted", "owner", []],
    ["withdrawn", "owner", []],
    ["withdrawn", "staff", []],
  ] as const)("%s for %s: %j", (status, actor, actions) => {
    expect(sellActionsFor(state(status), actor, NOW)).toEqual(actions);
  });

  it("a lapsed offer leaves the owner only declining and lets staff renew it", () => {
    expect(sellActionsFor(state("offer_made", LAPSED_OFFER), "owner", NOW)).toEqual(["decline", "withdraw"]);
    expect(sellActionsFor(state("offer_made", LAPSED_OFFER), "staff", NOW)).toEqual(["offer", "reject"]);
  });
});
