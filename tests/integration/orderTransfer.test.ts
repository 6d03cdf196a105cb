import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { deliverDueEmails } from "@/lib/server/notifications/delivery";
import buyHandler from "@/pages/api/listings/[id]/buy";
import myOrdersHandler from "@/pages/api/me/orders";
import orderHandler from "@/pages/api/management/orders/[id]";
import ordersHandler from "@/pages/api/management/orders";
import appointmentHandler from "@/pages/api/management/orders/[id]/appointment";
import contractHandler from "@/pages/api/management/orders/[id]/signed-contract";
import { blockInvariant } from "@/tests/integration/helpers/auctions";
import { listingRow, makeListing } from "@/tests/integration/helpers/buyNow";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";
import { waitForMails } from "@/tests/integration/helpers/mail";
import {
  CONTRACT_PDF,
  appointmentIn,
  recordGos,
  setAppointment,
  uploadTransfer,
} from "@/tests/integration/helpers/orders";

const buy = serveHandler(buyHandler);
const order = serveHandler(orderHandler);
const orders = serveHandler(ordersHandler);
const myOrders = serveHandler(myOrdersHandler);
const appointment = serveHandler(appointmentHandler);
const contract = serveHandler(contractHandler);

const setStatus = (token: string, id: number, status: string) =>
  order.patch(token, { params: { id }, body: { status } });

/** A Hemen Al order whose service fee is paid; `seller`: a user consigned the vehicle. */
async function paidOrder(opts: { seller?: boolean } = {}) {
  const seller = opts.seller ? await registeredUser() : null;
  const { listing, vehicle } = await makeListing({ price: 150_000, sellerUid: seller?.uid ?? null });
  const buyer = await registeredUser({ provision: 20_000 });
  const bought = await buy.post(buyer.token, { params: { id: listing.id } });
  expect(bought.status).toBe(201);
  const orderId = bought.body.order.id as number;
  const clerk = await staffAccount({ roles: ["orders:write"] });
  expect((await setStatus(clerk.token, orderId, "paid")).status).toBe(200);
  return { listing, vehicle, buyer, seller, clerk, orderId };
}

async function orderRow(id: number) {
  const [row] = await getDb().select().from(schema.orders).where(eq(schema.orders.id, id));
  return row;
}

async function auditOf(id: number) {
  return getDb()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, "order"), eq(schema.auditLog.targetId, String(id))))
    .orderBy(schema.auditLog.id);
}

async function kindsOf(uid: string) {
  const rows = await getDb()
    .select({ kind: schema.notifications.kind, data: schema.notifications.data })
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, uid))
    .orderBy(schema.notifications.id);
  return rows;
}

describe("the order carried to the title transfer (PRODUCT §7.2)", () => {
  it("walks paid → appointment → moved → GÖS → transferred → completed; each step audited, notified and on the buyer's timeline", async () => {
    const { buyer, seller, clerk, orderId, vehicle, listing } = await paidOrder({ seller: true });

    const first = appointmentIn(3, "Kadıköy 5. Noterliği");
    const set = await setAppointment(clerk.token, orderId, first);
    expect(set.status).toBe(200);
    expect(set.body.order).toEqual({ id: orderId, status: "appointment_set" });
    // Moved once: the calendar's SEQUENCE counts it.
    const moved = appointmentIn(4, "Beşiktaş 2. Noterliği");
    const move = await appointment.put(clerk.token, { params: { id: orderId }, body: moved });
    expect(move.status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      notaryName: "Beşiktaş 2. Noterliği",
      notaryCity: "İstanbul",
      appointmentAt: new Date(moved.at),
      appointmentChanges: 1,
    });

    expect((await recordGos(clerk.token, orderId, "GOS-778899")).status).toBe(200);
    const transferred = await uploadTransfer(clerk.token, orderId);
    expect(transferred.status).toBe(200);
    expect(transferred.body.order).toEqual({ id: orderId, status: "transferred" });
    // The vehicle left stock; the contract comes back byte for byte to staff.
    const [v] = await getDb().select().from(schema.vehicles).where(eq(schema.vehicles.id, vehicle.id));
    expect(v.leftStockAt).toBeInstanceOf(Date);
    const file = await contract({ token: clerk.token, params: { id: orderId } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.bytes.toString("utf8")).toBe(CONTRACT_PDF);
    expect((await contract({ token: buyer.token, params: { id: orderId } })).status).toBe(403);

    const done = await setStatus(clerk.token, orderId, "completed");
    expect(done.body).toEqual({ order: { id: orderId, status: "completed" }, released: 8_000, forfeited: 0 });
    expect(await blockInvariant(buyer.uid)).toEqual({ total: 20_000, blocked: 0, activeBlocks: 0, ledgerBlocked: 0 });
    expect((await listingRow(listing.id)).state).toBe("sold");

    expect((await auditOf(orderId)).map((a) => a.action)).toEqual([
      "order.paid",
      "order.appointment_set",
      "order.appointment_moved",
      "order.gos_paid",
      "order.transferred",
      "order.completed",
    ]);
    expect((await kindsOf(buyer.uid)).map((n) => n.kind)).toEqual(
      expect.arrayContaining([
        "order_paid",
        "order_appointment_set",
        "order_gos_paid",
        "order_transferred",
        "order_completed",
      ]),
    );
    // Both appointment notices reached the buyer and the consigning seller.
    const appointmentsOf = async (uid: string) =>
      (await kindsOf(uid)).filter((n) => n.kind === "order_appointment_set").map((n) => n.data.notaryName);
    expect(await appointmentsOf(buyer.uid)).toEqual(["Kadıköy 5. Noterliği", "Beşiktaş 2. Noterliği"]);
    expect(await appointmentsOf(seller!.uid)).toEqual(["Kadıköy 5. Noterliği", "Beşiktaş 2. Noterliği"]);

    const mine = (await myOrders({ token: buyer.token })).body.items[0];
    expect(mine.transfer).toMatchObject({
      appointment: { notaryName: "Beşiktaş 2. Noterliği", city: "İstanbul", at: new Date(moved.at).toISOString() },
      gosReference: "GOS-778899",
      contract: true,
    });
    expect(mine.transfer.timeline.map((s: { step: string; state: string }) => [s.step, s.state])).toEqual([
      ["created", "done"],
      ["paid", "done"],
      ["appointment_set", "done"],
      ["gos_paid", "done"],
      ["transferred", "done"],
      ["completed", "done"],
    ]);
  });

  it("e-mails the appointment with an RFC 5545 calendar file in Istanbul time", async () => {
    const { buyer, clerk, orderId } = await paidOrder();
    const at = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    at.setUTCHours(7, 30, 0, 0);
    const set = await setAppointment(clerk.token, orderId, {
      notaryName: "Çankaya 3. Noterliği; Kat 2, Daire 5",
      city: "Ankara",
      at: at.toISOString(),
    });
    expect(set.status).toBe(200);
    await deliverDueEmails();
    const mails = (await waitForMails(buyer.email, 3)).filter((m) => m.subject.includes("Noter randevunuz"));
    expect(mails).toHaveLength(1);
    const attachments = (
      mails[0] as unknown as { attachments: Array<{ contentType: string; generatedFileName: string }> }
    ).attachments;
    expect(attachments.map((a) => a.contentType)).toEqual([expect.stringMatching(/^text\/calendar/)]);
    const ics = await (
      await fetch(
        `${process.env.MAIL_INBOX_URL}/api/email/${mails[0].id}/attachment/${attachments[0].generatedFileName}`,
      )
    ).text();
    const unfolded = ics.replace(/\r\n /g, "");
    const local = new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10).replace(/-/g, "");
    expect(unfolded).toContain(`DTSTART;TZID=Europe/Istanbul:${local}T103000\r\n`);
    expect(unfolded).toContain(`UID:order-${orderId}-noter@`);
    expect(unfolded).toContain("SEQUENCE:0\r\n");
    expect(unfolded).toContain("LOCATION:Çankaya 3. Noterliği\\; Kat 2\\, Daire 5\\, Ankara\r\n");
  });

  it("refuses bad step data with Turkish 4xx and wrong steps with 409, changing nothing", async () => {
    const { clerk, orderId } = await paidOrder();
    const past = await setAppointment(clerk.token, orderId, {
      ...appointmentIn(),
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(422);
    expect(past.body.error).toBe("Noter randevusu ileri bir tarih ve saat olmalıdır.");
    const far = await setAppointment(clerk.token, orderId, appointmentIn(120));
    expect(far.status).toBe(422);
    expect(far.body.error).toBe("Noter randevusu en fazla 90 gün sonrasına verilebilir.");
    expect(
      (await order.patch(clerk.token, { params: { id: orderId }, body: { status: "appointment_set" } })).status,
    ).toBe(422);
    expect((await setAppointment(clerk.token, orderId, { ...appointmentIn(), at: "yarın" })).status).toBe(422);
    // GÖS and transfer before the appointment; moving an appointment that does not exist.
    const gos = await recordGos(clerk.token, orderId);
    expect(gos.status).toBe(409);
    expect(gos.body.error).toBe("Sipariş hizmet bedeli ödendi durumunda; GÖS ödemesi yapıldı olarak işaretlenemez.");
    expect((await uploadTransfer(clerk.token, orderId)).status).toBe(409);
    const move = await appointment.put(clerk.token, { params: { id: orderId }, body: appointmentIn() });
    expect(move.status).toBe(409);
    expect(move.body.error).toBe("Sipariş hizmet bedeli ödendi durumunda; noter randevusu değiştirilemez.");
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", appointmentAt: null, gosReference: null });

    expect((await setAppointment(clerk.token, orderId)).status).toBe(200);
    expect((await order.patch(clerk.token, { params: { id: orderId }, body: { status: "gos_paid" } })).status).toBe(
      422,
    );
    expect((await recordGos(clerk.token, orderId)).status).toBe(200);
    const notPdf = await uploadTransfer(clerk.token, orderId, "GIF89a not a contract");
    expect(notPdf.status).toBe(422);
    expect(notPdf.body.error).toBe("Satış sözleşmesi bir PDF dosyası olmalıdır.");
    expect((await uploadTransfer(clerk.token, orderId, "")).status).toBe(422);
    expect((await orderRow(orderId)).status).toBe("gos_paid");
    expect((await contract({ token: clerk.token, params: { id: orderId } })).status).toBe(404);
  });

  it("concurrent staff steps on one order: exactly one wins each time", async () => {
    const { clerk, orderId } = await paidOrder();
    const other = await staffAccount({ roles: ["orders:write"] });
    const appointments = await Promise.all([
      setAppointment(clerk.token, orderId, appointmentIn(2, "Üsküdar 1. Noterliği")),
      setAppointment(other.token, orderId, appointmentIn(3, "Şişli 4. Noterliği")),
      setAppointment(clerk.token, orderId, appointmentIn(4, "Fatih 7. Noterliği")),
    ]);
    expect(appointments.map((r) => r.status).sort()).toEqual([200, 409, 409]);

    const steps = await Promise.all([
      recordGos(clerk.token, orderId, "GOS-A"),
      recordGos(other.token, orderId, "GOS-B"),
      recordGos(clerk.token, orderId, "GOS-C"),
    ]);
    expect(steps.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await auditOf(orderId)).map((a) => a.action).filter((a) => a !== "order.paid")).toEqual([
      "order.appointment_set",
      "order.gos_paid",
    ]);

    // The title transfer and a cancel exclude each other (no cancel after the transfer): one wins.
    const second = await paidOrder();
    expect((await setAppointment(second.clerk.token, second.orderId)).status).toBe(200);
    expect((await recordGos(second.clerk.token, second.orderId)).status).toBe(200);
    const race = await Promise.all([
      uploadTransfer(second.clerk.token, second.orderId),
      setStatus(other.token, second.orderId, "cancelled"),
      uploadTransfer(other.token, second.orderId),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const closing = (await auditOf(second.orderId)).filter(
      (a) => a.action === "order.transferred" || a.action === "order.cancelled",
    );
    expect(closing).toHaveLength(1);
  });

  it("cancelling after the fee was paid (up to the GÖS payment) releases the deposit and puts the listing back on sale; not after the transfer", async () => {
    const { buyer, clerk, orderId, listing } = await paidOrder();
    expect((await setAppointment(clerk.token, orderId)).status).toBe(200);
    expect((await recordGos(clerk.token, orderId)).status).toBe(200);
    const forfeit = await order.patch(clerk.token, {
      params: { id: orderId },
      body: { status: "cancelled", forfeitDeposit: true },
    });
    expect(forfeit.status).toBe(409);
    const cancelled = await setStatus(clerk.token, orderId, "cancelled");
    expect(cancelled.body).toEqual({ order: { id: orderId, status: "cancelled" }, released: 8_000, forfeited: 0 });
    expect((await listingRow(listing.id)).state).toBe("on_sale");
    expect(await blockInvariant(buyer.uid)).toEqual({ total: 20_000, blocked: 0, activeBlocks: 0, ledgerBlocked: 0 });

    const second = await paidOrder();
    expect((await setAppointment(second.clerk.token, second.orderId)).status).toBe(200);
    expect((await recordGos(second.clerk.token, second.orderId)).status).toBe(200);
    expect((await uploadTransfer(second.clerk.token, second.orderId)).status).toBe(200);
    const late = await setStatus(second.clerk.token, second.orderId, "cancelled");
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("Sipariş devir tamamlandı durumunda; iptal edildi olarak işaretlenemez.");
    // The staff list answers the next step and the late-step marker from the server.
    const listed = await orders({ token: second.clerk.token, query: { status: "transferred", pageSize: 100 } });
    expect(listed.body.items.find((o: { id: number }) => o.id === second.orderId)).toMatchObject({
      actions: ["completed"],
      overdueStep: null,
      transfer: { contract: true, gosReference: "GOS-2026-000123" },
    });
  });
});
