import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isoDay } from "@/lib/dates";
import { placeBid } from "@/lib/server/bids/service";
import { buyListing } from "@/lib/server/buyNow/service";
import { cancelAuction } from "@/lib/server/auctions/service";
import { getDb, schema } from "@/lib/server/db";
import { approveProvisionRequest, rejectProvisionRequest, requestDeposit } from "@/lib/server/deposits/service";
import { listingSettlement } from "@/lib/server/buyNow/service";
import { changeOrderStatus, transferOrder } from "@/lib/server/orders/service";
import { findStaff, type StaffMember } from "@/lib/server/staff/service";
import { actOnTransportRequest, createTransportRequest } from "@/lib/server/transportRequests/service";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { makeListing } from "@/tests/integration/helpers/buyNow";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";
import { transportRequestBody } from "@/tests/integration/helpers/requestBodies";
import { CONTRACT_PDF, appointmentIn, pastDue } from "@/tests/integration/helpers/orders";

const kindsOf = async (uid: string) =>
  (
    await getDb()
      .select({ kind: schema.notifications.kind })
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, uid))
      .orderBy(schema.notifications.id)
  ).map((r) => r.kind);

async function staff(): Promise<StaffMember> {
  const account = await staffAccount({ isSuper: true });
  return (await findStaff(account.uid))!;
}

describe("notifications written with their events", () => {
  it("provision requests: approved and rejected", async () => {
    const clerk = await staff();
    const user = await registeredUser();
    const first = await requestDeposit(user.uid, 10_000);
    const second = await requestDeposit(user.uid, 5_000);
    await approveProvisionRequest(clerk, first.request.id, 10_000);
    await rejectProvisionRequest(clerk, second.request.id, "Havale bulunamadı");
    expect(await kindsOf(user.uid)).toEqual(["provision_approved", "provision_rejected"]);
  });

  it("a Hemen Al purchase: order created and deposit blocked; staff cancel with a cayma bedeli: cancelled and captured", async () => {
    const clerk = await staff();
    const { listing } = await makeListing({ price: 180_000 });
    const buyer = await registeredUser({ provision: 30_000 });
    const bought = await buyListing(listing.id, buyer.uid);
    expect(await kindsOf(buyer.uid)).toEqual(["order_created", "deposit_blocked"]);
    await pastDue(bought.order.id);
    await changeOrderStatus(clerk, bought.order.id, { status: "cancelled", forfeitDeposit: true }, listingSettlement);
    expect(await kindsOf(buyer.uid)).toEqual([
      "order_created",
      "deposit_blocked",
      "order_cancelled",
      "deposit_captured",
    ]);
  });

  it("an order paid and completed tells the buyer, with the deposit released", async () => {
    const clerk = await staff();
    const { listing } = await makeListing({ price: 180_000 });
    const buyer = await registeredUser({ provision: 30_000 });
    const bought = await buyListing(listing.id, buyer.uid);
    await changeOrderStatus(clerk, bought.order.id, { status: "paid" }, listingSettlement);
    // The title transfer (PRODUCT §7.2) comes between the fee and completion.
    await changeOrderStatus(
      clerk,
      bought.order.id,
      { status: "appointment_set", appointment: appointmentIn() },
      listingSettlement,
    );
    await changeOrderStatus(clerk, bought.order.id, { status: "gos_paid", gosReference: "GOS-1" }, listingSettlement);
    await transferOrder(clerk, bought.order.id, Buffer.from(CONTRACT_PDF));
    await changeOrderStatus(clerk, bought.order.id, { status: "completed" }, listingSettlement);
    const kinds = await kindsOf(buyer.uid);
    expect(kinds.slice(2)).toEqual(expect.arrayContaining(["order_paid", "order_completed", "deposit_released"]));
  });

  it("a cancelled auction tells every bidder, with the deposit released", async () => {
    const clerk = await staff();
    const a = await registeredUser({ provision: 100_000 });
    const b = await registeredUser({ provision: 100_000 });
    const { auction } = await makeAuction({ startingPrice: 50_000 });
    await placeBid({ auctionId: auction.id, bidderUid: a.uid, amount: 50_000 });
    await placeBid({ auctionId: auction.id, bidderUid: b.uid, amount: 51_000 });
    await cancelAuction(clerk, auction.id, "Araç satıştan çekildi");
    expect(await kindsOf(a.uid)).toEqual(["outbid", "auction_cancelled"]);
    expect(await kindsOf(b.uid)).toEqual(["auction_cancelled"]);
    const [row] = await getDb().select().from(schema.notifications).where(eq(schema.notifications.userId, b.uid));
    expect(row.body).toContain("Blokeli teminatınız serbest bırakıldı");
  });

  it("transport requests: quote, schedule and delivery", async () => {
    const clerk = await staff();
    const user = await registeredUser();
    const inDays = (n: number) => isoDay(new Date(Date.now() + n * 86_400_000));
    const { request } = await createTransportRequest(user.uid, transportRequestBody(inDays(7)) as never);
    await actOnTransportRequest(clerk, request.id, { action: "quote", price: 4_500, note: "Sigorta dahil." });
    expect(await kindsOf(user.uid)).toEqual(["transport_quote_made"]);
    const [n] = await getDb().select().from(schema.notifications).where(eq(schema.notifications.userId, user.uid));
    expect(n).toMatchObject({ title: "Nakliye fiyatınız hazır", link: "/profil#nakliye-taleplerim" });
  });
});
