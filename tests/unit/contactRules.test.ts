import { describe, expect, it } from "vitest";
import { checkContact, type ContactFormValues } from "@/lib/contact/rules";
import { contactSchema } from "@/lib/contact/schemas";
import { zodFieldErrors } from "@/lib/formErrors";

/** What the API's schema says about the same values: the page's checks must say exactly this. */
function zodSays(values: ContactFormValues) {
  const parsed = contactSchema.safeParse(values);
  return parsed.success ? {} : zodFieldErrors(parsed.error);
}

const valid: ContactFormValues = {
  name: "Ayşe Demir",
  email: "ayse@ornek.com",
  subject: "genel",
  message: "Merhaba, bir sorum var.",
  kvkkConsent: true,
};

const cases: Partial<ContactFormValues>[] = [
  {},
  { name: "" },
  { name: " A " },
  { name: "Ayşe2" },
  { name: "O'Neil-Smith Jr." },
  { name: "x".repeat(101) },
  { name: "ş".repeat(100) },
  { email: "" },
  { email: "   " },
  { email: "ayse" },
  { email: "ayse@ornek" },
  { email: " AYSE@Ornek.COM " },
  { email: "a..b@ornek.com" },
  { email: ".a@ornek.com" },
  { email: `${"a".repeat(250)}@ornek.com` },
  { email: "ayşe@ornek.com" },
  { phone: "" },
  { phone: "   " },
  { phone: "123" },
  { phone: "0532 123 45 67" },
  { phone: "+90 (532) 123-45-67" },
  { phone: "0850 123 45 67" },
  { phone: "0 5 3 2 1 2 3 4 5 6 7 0 0 0 0 0 0 0 0 0 0 0 0" },
  { phone: "0600 123 45 67" },
  { subject: "" },
  { subject: "toString" },
  { subject: "oneri" },
  { message: "" },
  { message: "  kısa     " },
  { message: "1234567890" },
  { message: "x".repeat(2001) },
  { kvkkConsent: false },
  { name: "", email: "", subject: "", message: "", kvkkConsent: false },
];

describe("checkContact (the /iletisim page's checks without zod)", () => {
  it.each(cases.map((change) => [JSON.stringify(change).slice(0, 80), change] as const))(
    "says what contactSchema says for %s",
    (_label, change) => {
      const values = { ...valid, ...change };
      expect(checkContact(values)).toEqual(zodSays(values));
    },
  );
});
