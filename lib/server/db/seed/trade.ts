import { and, count, eq, inArray } from "drizzle-orm";
import { closeAuction } from "@/lib/server/auctions/closing";
import { minimumNextBid } from "@/lib/auctions/rules";
import { placeBid } from "@/lib/server/bids/service";
import { getDb, schema } from "@/lib/server/db/index";
import { ensureBidders, spreadBidTimes } from "@/lib/server/db/seed/auctions";
import { CATALOGUE, prng, valueOf, type CatalogueModel } from "@/lib/server/db/seed/motorcycles";
import { seedVehicle } from "@/lib/server/db/seed/vehicles";

type Log = (line: string) => void;

const DEMO_BUYER = "demo-buyer";
const DEMO_ADMIN = "demo-admin";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const model = (name: string): CatalogueModel => CATALOGUE.find((m) => m.model === name)!;
// The demo buyer is outbid on this model's live auction: its page shows the sold-prices chart and the Q&A.
const CHART_MODEL = model("NMAX 155");
const OFFER_MODEL = model("YZF-R25");

/**
 * An auction of a fresh vehicle of `m`, bid on by `bidders` in turn (each at the minimum) while open,
 * then ended at `endsAt` and closed by the real close (order, offer, notifications, deposits).
 */
async function closedAuction(
  rand: () => number,
  m: CatalogueModel,
  opts: { photoKey: string; endsAt: Date; bidders: string[]; reserveShare: number | null },
) {
  const db = getDb();
  const vehicle = await seedVehicle(rand, m, {
    photoKey: opts.photoKey,
    photoCount: 2,
    kmBase: 1_500,
    kmPerYear: 8_000,
    bigCityShare: 0.35,
  });
  const value = valueOf(m, vehicle.year, vehicle.km);
  const startingPrice = Math.max(10_000, Math.round((value * 0.7) / 1_000) * 1_000);
  const startsAt = new Date(opts.endsAt.getTime() - 3 * DAY);
  const [auction] = await db
    .insert(schema.auctions)
    .values({
      vehicleId: vehicle.id,
      state: "live",
      startsAt,
      // Open while the bids go in; the end moves into the past before the close.
      endsAt: new Date(Date.now() + HOUR),
      startingPrice,
      currentPrice: startingPrice,
      reservePrice: opts.reserveShare ? Math.round((value * opts.reserveShare) / 1_000) * 1_000 : null,
      createdBy: DEMO_ADMIN,
    })
    .returning();
  for (const bidderUid of opts.bidders) {
    const [current] = await db.select().from(schema.auctions).where(eq(schema.auctions.id, auction.id));
    await placeBid({ auctionId: auction.id, bidderUid, amount: minimumNextBid(current) }).catch(() => undefined);
  }
  await spreadBidTimes(auction.id, startsAt, new Date(opts.endsAt.getTime() - 60_000));
  await db.update(schema.auctions).set({ endsAt: opts.endsAt }).where(eq(schema.auctions.id, auction.id));
  return closeAuction(auction.id, new Date(opts.endsAt.getTime() + 1_000));
}

/** Soru-Cevap on one vehicle: published answers, one awaiting an answer, two awaiting moderation (flagged). */
async function seedQuestions(vehicleId: number, askers: string[]): Promise<number> {
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const published = (question: string, answer: string, asker: string, askedHoursAgo: number) => ({
    vehicleId,
    askerUid: asker,
    question,
    status: "published" as const,
    answer,
    answeredBy: "staff" as const,
    answererUid: DEMO_ADMIN,
    moderatedBy: DEMO_ADMIN,
    answeredAt: at(askedHoursAgo - 3),
    publishedAt: at(askedHoursAgo - 3),
    createdAt: at(askedHoursAgo),
    updatedAt: at(askedHoursAgo - 3),
  });
  const rows = [
    published(
      "Bakımları yetkili serviste mi yapıldı? Servis kayıtları var mı?",
      "Evet, tüm periyodik bakımlar yetkili serviste yapılmış; servis kayıtları ekspertiz raporunun ekinde.",
      askers[1],
      50,
    ),
    published(
      "Lastikler en son ne zaman değişti?",
      "Ön ve arka lastik 4.000 km önce değiştirilmiş; diş derinliği ekspertizde ölçüldü.",
      askers[2],
      30,
    ),
    {
      vehicleId,
      askerUid: askers[3],
      question: "Yedek anahtarı ve kullanım kılavuzu teslim ediliyor mu?",
      status: "approved" as const,
      moderatedBy: DEMO_ADMIN,
      createdAt: at(6),
      updatedAt: at(5),
    },
    // Awaiting moderation: Yönetim › Soru-Cevap flags the phone number and the e-mail address.
    {
      vehicleId,
      askerUid: askers[4],
      question: "Motoru görmek istiyorum, 0532 123 45 67 numarasından beni arayabilir misiniz?",
      createdAt: at(2),
      updatedAt: at(2),
    },
    {
      vehicleId,
      askerUid: askers[5],
      question: "Fiyatta pazarlık payı var mı? Ayrıntıları bilgi@ornek.com adresine yazar mısınız?",
      createdAt: at(1),
      updatedAt: at(1),
    },
  ];
  await getDb().insert(schema.vehicleQuestions).values(rows);
  return rows.length;
}

/**
 * Issue 25's demo on top of the auctions: five sold auctions of one model over the last months (its
 * live auction's page shows the sold-prices chart), questions in every moderation state on that
 * vehicle, and an auction that closed below its reserve an hour ago, so its top bidder (the demo buyer
 * when there is one) holds an open reserve offer on /profil and staff see it in Yönetim › İhaleler.
 * Seeds once: only while no question exists.
 */
export async function seedTrade(log: Log): Promise<void> {
  const db = getDb();
  const [{ n }] = await db.select({ n: count() }).from(schema.vehicleQuestions);
  if (n > 0) return;
  const started = Date.now();
  const rand = prng(20261127);
  const bidders = await ensureBidders();
  const now = Date.now();

  let sold = 0;
  for (let k = 0; k < 5; k++) {
    const closed = await closedAuction(rand, CHART_MODEL, {
      photoKey: `satilan-${k + 1}`,
      endsAt: new Date(now - (12 + k * 62) * DAY),
      bidders: [bidders[k % bidders.length], bidders[(k + 2) % bidders.length], bidders[(k + 4) % bidders.length]],
      reserveShare: null,
    });
    if (closed?.state === "sold") sold++;
  }

  const [demoBuyer] = await db
    .select({ uid: schema.users.uid })
    .from(schema.users)
    .where(eq(schema.users.uid, DEMO_BUYER));
  const offered = await closedAuction(rand, OFFER_MODEL, {
    photoKey: "rezerv-teklif",
    endsAt: new Date(now - HOUR),
    bidders: [bidders[5], demoBuyer?.uid ?? bidders[6]],
    reserveShare: 0.95,
  });

  // The questions go on the chart model's open auction (the auction seed's), else on the offer's vehicle.
  const [open] = await db
    .select({ vehicleId: schema.auctions.vehicleId })
    .from(schema.auctions)
    .innerJoin(schema.vehicles, eq(schema.vehicles.id, schema.auctions.vehicleId))
    .where(and(eq(schema.vehicles.model, CHART_MODEL.model), inArray(schema.auctions.state, ["live", "scheduled"])))
    .limit(1);
  const questions = await seedQuestions(open?.vehicleId ?? offered!.vehicleId, bidders);
  log(
    `seeded ${sold} sold ${CHART_MODEL.brand} ${CHART_MODEL.model} auctions, an open reserve offer (auction #${offered?.id}) and ${questions} questions in ${Date.now() - started} ms`,
  );
}
