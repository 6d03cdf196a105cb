/** Demo catalogue data: real brands and models with plausible 2026 Turkish second-hand prices. */

export type CatalogueModel = {
  brand: string;
  model: string;
  cc: number;
  years: [number, number];
  price: number;
  kind: "scooter" | "naked" | "sport" | "adventure" | "touring" | "cruiser" | "enduro";
};

export const CATALOGUE: CatalogueModel[] = [
  { brand: "Honda", model: "PCX 125", cc: 125, years: [2020, 2025], price: 145_000, kind: "scooter" },
  { brand: "Honda", model: "CBR650R", cc: 649, years: [2019, 2024], price: 560_000, kind: "sport" },
  { brand: "Honda", model: "CB500F", cc: 471, years: [2018, 2024], price: 330_000, kind: "naked" },
  { brand: "Honda", model: "Africa Twin CRF1100L", cc: 1084, years: [2020, 2024], price: 1_150_000, kind: "adventure" },
  { brand: "Honda", model: "Forza 250", cc: 249, years: [2019, 2025], price: 270_000, kind: "scooter" },
  { brand: "Yamaha", model: "MT-07", cc: 689, years: [2018, 2024], price: 480_000, kind: "naked" },
  { brand: "Yamaha", model: "Tracer 9 GT", cc: 890, years: [2021, 2024], price: 860_000, kind: "touring" },
  { brand: "Yamaha", model: "NMAX 155", cc: 155, years: [2020, 2025], price: 135_000, kind: "scooter" },
  { brand: "Yamaha", model: "YZF-R25", cc: 249, years: [2017, 2024], price: 240_000, kind: "sport" },
  { brand: "Yamaha", model: "Ténéré 700", cc: 689, years: [2020, 2024], price: 690_000, kind: "adventure" },
  { brand: "Kawasaki", model: "Ninja 650", cc: 649, years: [2018, 2024], price: 470_000, kind: "sport" },
  { brand: "Kawasaki", model: "Z900", cc: 948, years: [2019, 2024], price: 640_000, kind: "naked" },
  { brand: "Kawasaki", model: "Versys 650", cc: 649, years: [2018, 2024], price: 520_000, kind: "touring" },
  { brand: "Kawasaki", model: "Ninja ZX-10R", cc: 998, years: [2017, 2023], price: 1_050_000, kind: "sport" },
  { brand: "Suzuki", model: "V-Strom 650", cc: 645, years: [2017, 2024], price: 480_000, kind: "adventure" },
  { brand: "Suzuki", model: "GSX-S750", cc: 749, years: [2018, 2022], price: 420_000, kind: "naked" },
  { brand: "Suzuki", model: "Burgman 400", cc: 400, years: [2018, 2024], price: 360_000, kind: "scooter" },
  { brand: "BMW", model: "R 1250 GS", cc: 1254, years: [2019, 2024], price: 1_650_000, kind: "adventure" },
  { brand: "BMW", model: "F 900 R", cc: 895, years: [2020, 2024], price: 720_000, kind: "naked" },
  { brand: "BMW", model: "G 310 R", cc: 313, years: [2018, 2024], price: 260_000, kind: "naked" },
  { brand: "BMW", model: "S 1000 RR", cc: 999, years: [2019, 2024], price: 1_450_000, kind: "sport" },
  { brand: "KTM", model: "390 Duke", cc: 373, years: [2018, 2024], price: 290_000, kind: "naked" },
  { brand: "KTM", model: "790 Adventure", cc: 799, years: [2019, 2023], price: 720_000, kind: "adventure" },
  { brand: "KTM", model: "1290 Super Duke R", cc: 1301, years: [2019, 2023], price: 1_250_000, kind: "naked" },
  { brand: "KTM", model: "EXC 300", cc: 293, years: [2019, 2024], price: 420_000, kind: "enduro" },
  { brand: "Ducati", model: "Monster 937", cc: 937, years: [2021, 2024], price: 890_000, kind: "naked" },
  { brand: "Ducati", model: "Multistrada V4 S", cc: 1158, years: [2021, 2024], price: 1_900_000, kind: "adventure" },
  { brand: "Ducati", model: "Scrambler Icon", cc: 803, years: [2018, 2024], price: 560_000, kind: "naked" },
  { brand: "Ducati", model: "Panigale V2", cc: 955, years: [2020, 2024], price: 1_150_000, kind: "sport" },
  { brand: "CFMoto", model: "250NK", cc: 249, years: [2020, 2025], price: 115_000, kind: "naked" },
  { brand: "CFMoto", model: "450MT", cc: 449, years: [2024, 2025], price: 260_000, kind: "adventure" },
  { brand: "CFMoto", model: "800MT Touring", cc: 799, years: [2022, 2025], price: 470_000, kind: "adventure" },
  { brand: "CFMoto", model: "700CL-X Heritage", cc: 693, years: [2021, 2025], price: 330_000, kind: "naked" },
  { brand: "Bajaj", model: "Pulsar NS200", cc: 199, years: [2019, 2025], price: 95_000, kind: "naked" },
  { brand: "Bajaj", model: "Dominar 400", cc: 373, years: [2019, 2025], price: 165_000, kind: "touring" },
  { brand: "Mondial", model: "Drift L 125", cc: 125, years: [2019, 2025], price: 62_000, kind: "cruiser" },
  { brand: "Mondial", model: "Ayda 150", cc: 150, years: [2020, 2025], price: 58_000, kind: "scooter" },
  { brand: "Kuba", model: "Blueberry 50", cc: 49, years: [2020, 2025], price: 38_000, kind: "scooter" },
  { brand: "Kuba", model: "Trendy 125", cc: 125, years: [2020, 2025], price: 52_000, kind: "scooter" },
  { brand: "RKS", model: "Blackwolf 250", cc: 250, years: [2019, 2025], price: 88_000, kind: "cruiser" },
  { brand: "RKS", model: "Azure 50", cc: 49, years: [2021, 2025], price: 36_000, kind: "scooter" },
  { brand: "Harley-Davidson", model: "Sportster S", cc: 1252, years: [2021, 2024], price: 1_350_000, kind: "cruiser" },
  { brand: "Triumph", model: "Street Triple 765 R", cc: 765, years: [2019, 2024], price: 780_000, kind: "naked" },
  { brand: "Benelli", model: "TRK 502", cc: 500, years: [2019, 2025], price: 230_000, kind: "adventure" },
  { brand: "Vespa", model: "GTS 300", cc: 278, years: [2019, 2025], price: 330_000, kind: "scooter" },
  { brand: "Piaggio", model: "Beverly 400", cc: 399, years: [2021, 2025], price: 340_000, kind: "scooter" },
];

export const COLOURS: Array<{ name: string; hex: string }> = [
  { name: "Kırmızı", hex: "#c81e1e" },
  { name: "Siyah", hex: "#27272a" },
  { name: "Beyaz", hex: "#e5e7eb" },
  { name: "Mavi", hex: "#1d4ed8" },
  { name: "Turuncu", hex: "#ea580c" },
  { name: "Gri", hex: "#6b7280" },
  { name: "Yeşil", hex: "#15803d" },
  { name: "Mat Siyah", hex: "#18181b" },
  { name: "Sarı", hex: "#eab308" },
];

const DESCRIPTIONS = [
  "Tek sahibinden, tüm bakımları yetkili serviste yapıldı. Faturaları mevcuttur.",
  "Günlük şehir içi kullanıldı, garajda muhafaza edildi. Yeni lastik takıldı.",
  "Uzun yol yapılmış, çanta seti ve koruma demirleri dahil. Zincir dişli seti yeni.",
  "Hafta sonu kullanımı, düşmesi yok. Orijinal egzoz ve aksesuarlar teslim edilecektir.",
  "Ekspertiz raporu ektedir. Küçük kozmetik çizikler dışında temizdir.",
  "İkinci sahibinden, yağ ve filtre bakımı yeni yapıldı. Ruhsat ve muayene günceldir.",
];

/** A small deterministic PRNG, so the demo catalogue is the same on every machine. */
export function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)];
}

const LETTERS = "ABCDEFGHJKLMNPRSTUVYZ";

export function plateFor(rand: () => number, provinceCode: number): string {
  const code = String(provinceCode).padStart(2, "0");
  const letters = Array.from({ length: 2 + Math.floor(rand() * 2) }, () => pick(rand, LETTERS.split(""))).join("");
  const digits = letters.length === 2 ? 3 + Math.floor(rand() * 2) : 2 + Math.floor(rand() * 2);
  return code + letters + Array.from({ length: digits }, () => Math.floor(rand() * 10)).join("");
}

export function inspectionFor(rand: () => number, km: number): Array<{ key: string; value: string }> {
  const pct = () => `%${50 + Math.floor(rand() * 9) * 5}`;
  const tramer =
    rand() < 0.7 ? "Yok" : `${((Math.floor(rand() * 30) + 3) * 1_000).toLocaleString("tr-TR")} TL (onarıldı)`;
  return [
    {
      key: "Motor",
      value: rand() < 0.85 ? "Sorunsuz, yağ kaçağı yok" : "Rölantide hafif ses, test sürüşünde sorun yok",
    },
    { key: "Şanzıman ve debriyaj", value: "Sorunsuz" },
    { key: "Fren sistemi", value: `Ön balata ${pct()}, arka balata ${pct()}` },
    { key: "Lastikler", value: `Ön ${pct()}, arka ${pct()}` },
    { key: "Zincir ve dişli", value: km > 30_000 && rand() < 0.5 ? "Değişim önerilir" : "İyi durumda" },
    {
      key: "Kaporta",
      value:
        rand() < 0.6
          ? "Hasarsız"
          : pick(rand, [
              "Sağ yan kapakta çizik",
              "Sol ayna değişmiş",
              "Depo üstünde küçük göçük",
              "Egzoz koruması çizik",
            ]),
    },
    { key: "Elektrik aksamı", value: "Sorunsuz" },
    { key: "Tramer kaydı", value: tramer },
    {
      key: "Muayene",
      value: `${String(1 + Math.floor(rand() * 12)).padStart(2, "0")}/202${7 + Math.floor(rand() * 2)} tarihine kadar`,
    },
  ];
}

export function descriptionFor(rand: () => number): string {
  return pick(rand, DESCRIPTIONS);
}

/** Used value from the reference price by age and distance, rounded to 1.000 TL. */
export function valueOf(model: CatalogueModel, year: number, km: number): number {
  const age = Math.max(0, 2026 - year);
  const value = model.price * Math.pow(0.93, age) * Math.max(0.6, 1 - km / 200_000);
  return Math.max(20_000, Math.round(value / 1_000) * 1_000);
}
