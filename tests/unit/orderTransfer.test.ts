import { describe, expect, it } from "vitest";
import {
  AFTER_APPOINTMENT_GRACE_HOURS,
  APPOINTMENT_DUE_DAYS,
  appointmentProblem,
  orderStep,
  orderTimeline,
  transferOverdue,
  type OrderStepDates,
} from "@/lib/orders/rules";
import { appointmentIcs, escapeIcsText, foldIcsLine } from "@/lib/orders/ics";
import { auditActionLabel } from "@/lib/audit/labels";

const NOW = new Date("2026-11-26T12:00:00Z");
const NONE: OrderStepDates = {
  createdAt: "2026-11-01T09:00:00Z",
  paidAt: null,
  appointmentSetAt: null,
  appointmentAt: null,
  gosPaidAt: null,
  transferredAt: null,
  completedAt: null,
};
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe("transferOverdue (the dashboard's late title-transfer steps)", () => {
  it.each([
    // Fee paid, no appointment: late only after APPOINTMENT_DUE_DAYS days.
    ["paid", { paidAt: ago(APPOINTMENT_DUE_DAYS * 24 * HOUR - 1000) }, null],
    ["paid", { paidAt: ago(APPOINTMENT_DUE_DAYS * 24 * HOUR + 1000) }, "appointment"],
    // The appointment passed by the grace period without the GÖS payment, or without the transfer.
    ["appointment_set", { appointmentAt: ago(AFTER_APPOINTMENT_GRACE_HOURS * HOUR - 1000) }, null],
    ["appointment_set", { appointmentAt: ago(AFTER_APPOINTMENT_GRACE_HOURS * HOUR + 1000) }, "gos"],
    ["gos_paid", { appointmentAt: ago(AFTER_APPOINTMENT_GRACE_HOURS * HOUR + 1000) }, "transfer"],
    ["gos_paid", { appointmentAt: new Date(NOW.getTime() + HOUR).toISOString() }, null],
    ["transferred", { appointmentAt: ago(30 * 24 * HOUR) }, null],
    ["completed", { paidAt: ago(30 * 24 * HOUR) }, null],
    ["cancelled", { paidAt: ago(30 * 24 * HOUR) }, null],
  ] as const)("%s %j → %s", (status, dates, expected) => {
    expect(transferOverdue({ status, ...NONE, ...dates }, NOW)).toBe(expected);
  });
});

describe("appointmentProblem", () => {
  it("wants a time ahead, at most 90 days away", () => {
    expect(appointmentProblem(NOW, NOW)).toBe("past");
    expect(appointmentProblem(new Date(NOW.getTime() + 1000), NOW)).toBeNull();
    expect(appointmentProblem(new Date(NOW.getTime() + 90 * 24 * HOUR), NOW)).toBeNull();
    expect(appointmentProblem(new Date(NOW.getTime() + 90 * 24 * HOUR + 1000), NOW)).toBe("too_far");
  });
});

describe("orderTimeline (the buyer's steps on /profil)", () => {
  it("marks the steps reached with their dates and the next one as current", () => {
    const timeline = orderTimeline({
      status: "appointment_set",
      ...NONE,
      paidAt: "2026-11-02T10:00:00Z",
      appointmentSetAt: "2026-11-03T10:00:00Z",
      appointmentAt: "2026-11-10T08:30:00Z",
    });
    expect(timeline).toEqual([
      { step: "created", state: "done", at: "2026-11-01T09:00:00.000Z" },
      { step: "paid", state: "done", at: "2026-11-02T10:00:00.000Z" },
      // The appointment step shows the appointment's own time, not when it was set.
      { step: "appointment_set", state: "done", at: "2026-11-10T08:30:00.000Z" },
      { step: "gos_paid", state: "current", at: null },
      { step: "transferred", state: "upcoming", at: null },
      { step: "completed", state: "upcoming", at: null },
    ]);
  });

  it("has no current step once cancelled", () => {
    const timeline = orderTimeline({ status: "cancelled", ...NONE, paidAt: "2026-11-02T10:00:00Z" });
    expect(timeline.map((s) => s.state)).toEqual(["done", "done", "upcoming", "upcoming", "upcoming", "upcoming"]);
  });
});

describe("orderStep on the title transfer", () => {
  it("keeps the deposit through the steps, releases it on completion, never touches the listing after paid", () => {
    const order = (status: "paid" | "appointment_set" | "gos_paid" | "transferred") => ({
      status,
      listingId: 4,
      paymentDueAt: "2026-01-01T00:00:00Z",
    });
    expect(orderStep(order("paid"), "appointment_set")).toEqual({ ok: true, deposit: "keep", listingState: null });
    expect(orderStep(order("appointment_set"), "gos_paid")).toEqual({ ok: true, deposit: "keep", listingState: null });
    expect(orderStep(order("gos_paid"), "transferred")).toEqual({ ok: true, deposit: "keep", listingState: null });
    expect(orderStep(order("transferred"), "completed")).toEqual({ ok: true, deposit: "release", listingState: null });
    // Cancelled after the fee was paid: released, and the listing back on sale.
    expect(orderStep(order("gos_paid"), "cancelled")).toEqual({
      ok: true,
      deposit: "release",
      listingState: "on_sale",
    });
    expect(orderStep(order("transferred"), "cancelled")).toEqual({
      ok: false,
      message: "Sipariş devir tamamlandı durumunda; iptal edildi olarak işaretlenemez.",
    });
    expect(orderStep(order("paid"), "gos_paid")).toEqual({
      ok: false,
      message: "Sipariş hizmet bedeli ödendi durumunda; GÖS ödemesi yapıldı olarak işaretlenemez.",
    });
  });

  it("has a Turkish audit label for every title-transfer step", () => {
    for (const action of ["order.appointment_set", "order.appointment_moved", "order.gos_paid", "order.transferred"])
      expect(auditActionLabel(action)).toMatch(/^Sipariş/);
    expect(auditActionLabel("order.gos_paid")).toBe("Siparişin GÖS ödemesi kaydedildi");
  });
});

describe("the appointment's .ics file (RFC 5545)", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeIcsText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds lines at 75 octets without splitting a Turkish letter", () => {
    const line = `SUMMARY:${"ğ".repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join("")).toBe(line);
  });

  it("holds the noter, Istanbul wall-clock times, a stable UID and the sequence", () => {
    const ics = appointmentIcs({
      orderId: 42,
      title: "Honda CB650R 2023",
      notaryName: "Kadıköy 5. Noterliği",
      city: "İstanbul",
      at: "2026-12-03T07:30:00Z",
      sequence: 1,
      stamp: "2026-11-26T12:00:00Z",
      domain: "motoborsa.com.tr",
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.split("\r\n").every((l) => !l.includes("\n"))).toBe(true);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n");
    expect(unfolded).toContain("TZID:Europe/Istanbul\r\n");
    expect(unfolded).toContain("DTSTART;TZID=Europe/Istanbul:20261203T103000\r\n");
    expect(unfolded).toContain("DTEND;TZID=Europe/Istanbul:20261203T113000\r\n");
    expect(unfolded).toContain("DTSTAMP:20261126T120000Z\r\n");
    expect(unfolded).toContain("UID:order-42-noter@motoborsa.com.tr\r\n");
    expect(unfolded).toContain("SEQUENCE:1\r\n");
    expect(unfolded).toContain("LOCATION:Kadıköy 5. Noterliği\\, İstanbul\r\n");
    expect(unfolded).toContain("SUMMARY:Noter randevusu: Honda CB650R 2023\r\n");
    expect(unfolded).toMatch(/BEGIN:VEVENT[\s\S]*END:VEVENT\r\nEND:VCALENDAR\r\n$/);
  });
});
