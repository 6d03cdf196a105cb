import { describe, expect, it } from "vitest";
import { sellListSchema, sellOfferSchema, sellRejectSchema, sellRequestSchema } from "@/lib/sellRequests/schemas";
import { sellRequestBody } from "@/tests/integration/helpers/requestBodies";
import { fieldErrors } from "@/tests/unit/helpers/schema";

const PHOTO = "/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.webp";
const valid = sellRequestBody([PHOTO]);

const errorsOf = (input: unknown) => fieldErrors(sellRequestSchema, input);

describe("sellRequestSchema", () => {
  it("accepts a full application and cleans the plate and phone", () => {
    expect(sellRequestSchema.parse(valid)).toMatchObject({
      plate: "34ABC123",
      phone: "5321234567",
      city: "İstanbul",
      photos: [PHOTO],
    });
  });

  it.each([["34 A 1234"], ["06 AB 123"], ["35ABC12"], ["81 z 12345"]])("valid PRODUCT §11.1 plate %s", (plate) => {
    expect(errorsOf({ ...valid, plate })).toEqual({});
  });

  it.each([
    ["plate", { plate: "" }, "Plaka zorunludur."],
    ["plate", { plate: "00 ABC 123" }, "Geçerli bir plaka girin (ör. 34 ABC 123)."],
    ["plate", { plate: "82 ABC 123" }, "Geçerli bir plaka girin (ör. 34 ABC 123)."],
    ["plate", { plate: "34 ABCD 12" }, "Geçerli bir plaka girin (ör. 34 ABC 123)."],
    ["plate", { plate: "34 A 123" }, "Geçerli bir plaka girin (ör. 34 ABC 123)."],
    ["brand", { brand: "  " }, "Marka zorunludur."],
    ["model", { model: "" }, "Model zorunludur."],
    ["year", { year: 1949 }, "Model yılı 1950'den eski olamaz."],
    ["year", { year: "2020" }, "Model yılı zorunludur."],
    ["km", { km: -1 }, "Kilometre negatif olamaz."],
    ["km", { km: 1.5 }, "Kilometre tam sayı olmalıdır."],
    ["engineCc", { engineCc: 10 }, "Motor hacmi en az 49 cc olabilir."],
    ["city", { city: "Gotham" }, "Geçerli bir il seçin."],
    ["expectedPrice", { expectedPrice: 999 }, "Beklenen fiyat en az 1.000 TL olmalıdır."],
    ["expectedPrice", { expectedPrice: 100_000_001 }, "Beklenen fiyat en fazla 100.000.000 TL olabilir."],
    ["expectedPrice", { expectedPrice: 1000.5 }, "Beklenen fiyat tam TL olmalıdır."],
    [
      "description",
      { description: "Temiz." },
      "Açıklama en az 20 karakter olmalıdır: hasar, bakım ve aksesuar bilgisi yazın.",
    ],
    ["description", { description: "x".repeat(3001) }, "Açıklama en fazla 3000 karakter olabilir."],
    ["photos", { photos: [] }, "En az 1 fotoğraf yükleyin."],
    [
      "photos",
      { photos: Array.from({ length: 11 }, (_, i) => PHOTO.replace("0f8f", `0f${i.toString(16).padStart(2, "0")}`)) },
      "En fazla 10 fotoğraf yükleyebilirsiniz.",
    ],
    ["photos", { photos: [PHOTO, PHOTO] }, "Aynı fotoğraf birden fazla kez eklenmiş."],
    ["photos.0", { photos: ["https://example.com/a.jpg"] }, "Fotoğraf adresi geçersiz; fotoğrafı yeniden yükleyin."],
    [
      "photos.0",
      { photos: ["/api/uploads/../../etc/passwd"] },
      "Fotoğraf adresi geçersiz; fotoğrafı yeniden yükleyin.",
    ],
    ["phone", { phone: "0212 123 45 67" }, "Geçerli bir cep telefonu numarası girin (5XX XXX XX XX)."],
    ["phone", { phone: "" }, "Telefon numarası zorunludur."],
  ])("%s: %j → %s", (field, patch, message) => {
    expect(errorsOf({ ...valid, ...patch })[field]).toBe(message);
  });

  it("refuses unknown fields (no status or price smuggled in)", () => {
    expect(sellRequestSchema.safeParse({ ...valid, status: "listed" }).success).toBe(false);
  });
});

describe("staff schemas", () => {
  it("offer needs a price of at least 1.000 TL and a sale method; an auction offer a reserve at or above its start", () => {
    expect(sellOfferSchema.parse({ price: 350_000, method: "auction", reservePrice: 380_000 })).toEqual({
      price: 350_000,
      method: "auction",
      reservePrice: 380_000,
      note: "",
    });
    expect(sellOfferSchema.parse({ price: 350_000, method: "buy_now" })).toEqual({
      price: 350_000,
      method: "buy_now",
      note: "",
    });
    expect(sellOfferSchema.safeParse({ price: 500, method: "auction", reservePrice: 1_000 }).success).toBe(false);
    expect(sellOfferSchema.safeParse({ price: 350_000, method: "takas" }).error?.issues[0].message).toBe(
      "Satış yöntemini seçin (İhale veya Hemen Al).",
    );
    expect(sellOfferSchema.safeParse({ price: 350_000, method: "auction" }).error?.issues[0]).toMatchObject({
      path: ["reservePrice"],
      message: "İhale teklifinde rezerv fiyat zorunludur.",
    });
    expect(
      sellOfferSchema.safeParse({ price: 350_000, method: "auction", reservePrice: 300_000 }).error?.issues[0].message,
    ).toBe("Rezerv fiyat başlangıç fiyatından düşük olamaz.");
    expect(
      sellOfferSchema.safeParse({ price: 350_000, method: "buy_now", reservePrice: 400_000 }).error?.issues[0].message,
    ).toBe("Hemen Al teklifinde rezerv fiyat olmaz.");
  });

  it("listing either creates from the request (auction times as dates) or links an auction or listing", () => {
    expect(sellListSchema.parse({ mode: "create" })).toEqual({ mode: "create" });
    expect(
      sellListSchema.parse({
        mode: "create",
        startsAt: "2030-01-01T10:00:00.000Z",
        endsAt: "2030-01-04T10:00:00.000Z",
      }),
    ).toEqual({
      mode: "create",
      startsAt: new Date("2030-01-01T10:00:00.000Z"),
      endsAt: new Date("2030-01-04T10:00:00.000Z"),
    });
    expect(sellListSchema.parse({ mode: "link", auctionId: 3 })).toEqual({ mode: "link", auctionId: 3 });
    expect(sellListSchema.safeParse({ mode: "link", listingId: -1 }).error?.issues[0].message).toBe(
      "İlan numarası geçersiz.",
    );
    expect(sellListSchema.safeParse({ mode: "create", startsAt: "dün" }).error?.issues[0].message).toBe(
      "Başlangıç zamanı geçerli bir tarih olmalıdır.",
    );
    expect(sellListSchema.safeParse({}).success).toBe(false);
  });

  it("a rejection needs a reason", () => {
    expect(sellRejectSchema.safeParse({ reason: " a " }).error?.issues[0].message).toBe(
      "Ret gerekçesi en az 3 karakter olmalıdır.",
    );
    expect(sellRejectSchema.parse({ reason: " Eksik evrak " })).toEqual({ reason: "Eksik evrak" });
  });
});
