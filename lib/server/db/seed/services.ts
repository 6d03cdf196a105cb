import { count, eq } from "drizzle-orm";
import { getDb, schema } from "@/lib/server/db/index";
import { generateVehiclePhotos } from "@/lib/server/db/seed/photos";

type Log = (line: string) => void;

const DEMO_BUYER = "demo-buyer";
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ahead = (days: number) => new Date(Date.now() + days * DAY);
const day = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(ahead(offsetDays));

async function isEmpty(table: typeof schema.sellRequests | typeof schema.transportRequests): Promise<boolean> {
  const [{ n }] = await getDb().select({ n: count() }).from(table);
  return n === 0;
}

/** Borsa'da Sat and Nakliye requests (oldest first, so ids follow the dates) of the demo buyer in several states, so both screens have something to show. */
export async function seedServices(log: Log): Promise<void> {
  const db = getDb();
  const [buyer] = await db
    .select({ uid: schema.users.uid, phone: schema.users.phone })
    .from(schema.users)
    .where(eq(schema.users.uid, DEMO_BUYER));
  if (!buyer) return;

  if (await isEmpty(schema.sellRequests)) {
    const base = { uid: buyer.uid, phone: buyer.phone };
    const photos = (key: string, brand: string, model: string, colour: string, kind = "naked") =>
      generateVehiclePhotos(`sell-${key}`, { brand, model, colour, kind }, 3);
    await db.insert(schema.sellRequests).values([
      {
        ...base,
        plate: "06SC4410",
        brand: "Kuba",
        model: "Trendy 50",
        year: 2012,
        km: 48_000,
        engineCc: 49,
        city: "Ankara",
        expectedPrice: 25_000,
        description: "Çalışır durumda, ön kaporta kırık. Uzun süre kullanılmadı.",
        photos: await photos("4", "Kuba", "Trendy 50", "#9ca3af", "scooter"),
        status: "rejected",
        rejectReason:
          "Ruhsattaki motor numarası fotoğraflardakiyle uyuşmuyor; ruhsat düzeltildikten sonra yeniden başvurabilirsiniz.",
        rejectedAt: ago(18),
        handledBy: "demo-admin",
        createdAt: ago(20),
        updatedAt: ago(18),
      },
      {
        ...base,
        plate: "16KW907",
        brand: "Kawasaki",
        model: "Z900",
        year: 2019,
        km: 33_000,
        engineCc: 948,
        city: "Bursa",
        expectedPrice: 420_000,
        description: "Düzenli bakımlı, zincir dişli seti 2025'te yenilendi. Tank koruma ve kısa plakalık takılı.",
        photos: await photos("3", "Kawasaki", "Z900", "#16a34a"),
        status: "accepted",
        offerPrice: 405_000,
        offerMethod: "buy_now",
        offerNote: "Hemen Al fiyatı 405.000 TL. Teslim için Bursa'dan aracınızı biz alacağız.",
        offeredAt: ago(9),
        offerExpiresAt: ago(2),
        ownerDecidedAt: ago(7),
        handledBy: "demo-admin",
        createdAt: ago(12),
        updatedAt: ago(7),
      },
      {
        ...base,
        plate: "34MB2471",
        brand: "Yamaha",
        model: "MT-07",
        year: 2020,
        km: 21_400,
        engineCc: 689,
        city: "İstanbul",
        expectedPrice: 380_000,
        description:
          "İkinci sahibiyim, bakımları yetkili serviste. Akrapovic egzoz ve motor koruma demiri var. Sol aynada küçük çizik.",
        photos: await photos("1", "Yamaha", "MT-07", "#1d4ed8"),
        status: "offer_made",
        offerPrice: 365_000,
        offerMethod: "auction",
        offerNote: "İhalede başlangıç 330.000 TL, rezerv 360.000 TL. Ekspertiz randevusu için sizi arayacağız.",
        offeredAt: ago(1),
        offerExpiresAt: ahead(6),
        handledBy: "demo-admin",
        createdAt: ago(4),
        updatedAt: ago(1),
      },
      {
        ...base,
        plate: "34BK815",
        brand: "Bajaj",
        model: "Pulsar NS200",
        year: 2022,
        km: 9_800,
        engineCc: 199,
        city: "İstanbul",
        expectedPrice: 115_000,
        description: "Hasar kaydı yok, lastikler yeni değişti. Orijinal faturası ve yedek anahtarı mevcut.",
        photos: await photos("2", "Bajaj", "Pulsar NS200", "#dc2626"),
        status: "in_review",
        handledBy: "demo-admin",
        createdAt: ago(1),
        updatedAt: ago(0.5),
      },
    ]);
    log("seeded 4 Borsa'da Sat requests");
  }

  if (await isEmpty(schema.transportRequests)) {
    const base = { uid: buyer.uid };
    await db.insert(schema.transportRequests).values([
      {
        ...base,
        fromCity: "Bursa",
        fromDistrict: "Nilüfer",
        toCity: "İstanbul",
        toDistrict: "Ataşehir",
        brand: "Suzuki",
        model: "V-Strom 650",
        preferredDate: day(-25),
        note: "Yürür durumda değil, akü bitik.",
        status: "delivered",
        quotePrice: 4_800,
        quoteNote: "Yürümeyen araç için rampa ekipmanı dahil.",
        quotedAt: ago(30),
        quoteExpiresAt: ago(27),
        userDecidedAt: ago(29),
        scheduledDate: day(-25),
        scheduleNote: "13:00–17:00 arası",
        deliveredAt: ago(24),
        handledBy: "demo-admin",
        createdAt: ago(31),
        updatedAt: ago(24),
      },
      {
        ...base,
        fromCity: "İzmir",
        fromDistrict: "Bornova",
        toCity: "İstanbul",
        toDistrict: "Beşiktaş",
        brand: "Honda",
        model: "CB650R",
        preferredDate: day(4),
        note: "",
        status: "scheduled",
        quotePrice: 7_200,
        quoteNote: "",
        quotedAt: ago(3),
        quoteExpiresAt: ago(0),
        userDecidedAt: ago(2.5),
        scheduledDate: day(4),
        scheduleNote: "09:00–12:00 arası",
        handledBy: "demo-admin",
        createdAt: ago(4),
        updatedAt: ago(2),
      },
      {
        ...base,
        fromCity: "İstanbul",
        fromDistrict: "Kadıköy",
        toCity: "Ankara",
        toDistrict: "Çankaya",
        brand: "Yamaha",
        model: "MT-07",
        preferredDate: day(6),
        note: "Yan çantalar takılı kalacak.",
        status: "quoted",
        quotePrice: 6_500,
        quoteNote: "Kapalı kasa, kapıdan kapıya. Perşembe veya cuma alım yapılabilir.",
        quotedAt: ago(0.3),
        quoteExpiresAt: ahead(2.7),
        handledBy: "demo-admin",
        createdAt: ago(1),
        updatedAt: ago(0.3),
      },
      {
        ...base,
        fromCity: "İstanbul",
        fromDistrict: "Ümraniye",
        toCity: "Antalya",
        toDistrict: "Muratpaşa",
        brand: "BMW",
        model: "R 1250 GS",
        preferredDate: day(12),
        note: "Tatil için; dönüşte de taşıma isteyebilirim.",
        status: "requested",
        createdAt: ago(0.1),
        updatedAt: ago(0.1),
      },
    ]);
    log("seeded 4 Nakliye requests");
  }
}
