import { describe, expect, it } from "vitest";
import { contactSchema, normalizeTurkishPhone } from "@/lib/contact/schemas";
import { itMaps } from "@/tests/unit/helpers/cases";
import { fieldErrors } from "@/tests/unit/helpers/schema";

const valid = {
  name: "Ayşe Yılmaz",
  email: "Ayse@Ornek.com",
  phone: "",
  subject: "ihale",
  message: "Merhaba, ihaleye katılmak için provizyon nasıl yatırılıyor?",
  kvkkConsent: true,
};

const errorsOf = (input: unknown) => fieldErrors(contactSchema, input);

describe("contactSchema", () => {
  it("accepts a valid message, lowercases the e-mail and turns an empty phone into null", () => {
    const parsed = contactSchema.parse(valid);
    expect(parsed).toMatchObject({
      name: "Ayşe Yılmaz",
      email: "ayse@ornek.com",
      phone: null,
      subject: "ihale",
      kvkkConsent: true,
    });
  });

  it("normalises a Turkish phone number", () => {
    expect(contactSchema.parse({ ...valid, phone: "+90 (532) 123 45 67" }).phone).toBe("5321234567");
    expect(contactSchema.parse({ ...valid, phone: "0216 555 12 34" }).phone).toBe("2165551234");
  });

  it("accepts a message without the phone field at all", () => {
    const { phone: _phone, ...rest } = valid;
    expect(contactSchema.parse(rest).phone).toBeNull();
  });

  it.each([
    ["name", { name: "A" }, "Adınız en az 2 karakter olmalıdır."],
    ["name", { name: "x".repeat(101) }, "Adınız en fazla 100 karakter olabilir."],
    ["name", { name: "<b>Ali</b>" }, "Adınız yalnızca harf içerebilir."],
    ["email", { email: "ayse@" }, "Geçerli bir e-posta adresi girin (ör. ad@ornek.com)."],
    ["email", { email: "" }, "E-posta adresinizi yazın."],
    ["phone", { phone: "123" }, "Geçerli bir telefon numarası girin (ör. 0532 123 45 67)."],
    ["phone", { phone: "0532 123 45 6" }, "Geçerli bir telefon numarası girin (ör. 0532 123 45 67)."],
    ["subject", { subject: "baska" }, "Lütfen listeden bir konu seçin."],
    ["message", { message: "Kısa" }, "Mesajınız en az 10 karakter olmalıdır."],
    ["message", { message: "          a         " }, "Mesajınız en az 10 karakter olmalıdır."],
    ["message", { message: "x".repeat(2001) }, "Mesajınız en fazla 2000 karakter olabilir."],
    ["kvkkConsent", { kvkkConsent: false }, "Devam etmek için KVKK aydınlatma metnini onaylayın."],
  ])("rejects a bad %s with a Turkish message", (field, patch, message) => {
    expect(errorsOf({ ...valid, ...patch })[field]).toBe(message);
  });

  it("requires every mandatory field", () => {
    const errors = errorsOf({});
    expect(Object.keys(errors).sort()).toEqual(["email", "kvkkConsent", "message", "name", "subject"]);
  });

  it("accepts exactly 10 and 2000 characters", () => {
    expect(contactSchema.safeParse({ ...valid, message: "x".repeat(10) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, message: "x".repeat(2000) }).success).toBe(true);
  });

  it("refuses unknown fields", () => {
    expect(contactSchema.safeParse({ ...valid, status: "read" }).success).toBe(false);
  });
});

describe("normalizeTurkishPhone", () => {
  itMaps("%s → %s", normalizeTurkishPhone, [
    ["0532 123 45 67", "5321234567"],
    ["+905321234567", "5321234567"],
    ["90 532 123 4567", "5321234567"],
    ["(0212) 555-12-34", "2125551234"],
    ["0850 555 66 86", "8505556686"],
    ["5321234567", "5321234567"],
  ]);

  it.each(["", "123", "0123 456 78 90", "0900 123 45 67", "0532 123 45 678", "abc"])("rejects %s", (input) => {
    expect(normalizeTurkishPhone(input)).toBeNull();
  });
});
