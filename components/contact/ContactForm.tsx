import Link from "@/components/ui/Link";
import { Button } from "@/components/ui/Button";
import { CheckboxField, SelectField, TextField } from "@/components/ui/Field";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, HONEYPOT_FIELD } from "@/lib/contact/rules";
import { TextAreaField } from "@/components/contact/TextAreaField";
import { useContactForm } from "@/components/contact/useContactForm";

export const contactFormText = {
  success: "Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.",
  fixFields: "Lütfen işaretli alanları düzeltin.",
} as const;

/** The /iletisim form: the same rules as the API (checkContact), so most mistakes are caught before sending. */
export function ContactForm() {
  const { values, errors, set, field, form, submit, sending } = useContactForm(contactFormText.success);

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="İletişim formu" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Adınız soyadınız"
          autoComplete="name"
          {...field("name")}
          maxLength={CONTACT_LIMITS.nameMax}
          required
        />
        <TextField
          label="E-posta adresiniz"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field("email")}
          maxLength={CONTACT_LIMITS.emailMax}
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Telefon (isteğe bağlı)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="0532 123 45 67"
          {...field("phone")}
          maxLength={25}
        />
        <SelectField label="Konu" {...field("subject")} required>
          <option value="">Bir konu seçin</option>
          {Object.entries(CONTACT_SUBJECTS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Mesajınız"
        rows={6}
        {...field("message")}
        counter={{ length: values.message.trim().length, max: CONTACT_LIMITS.messageMax }}
        placeholder="Size nasıl yardımcı olabiliriz? İlgili ihale ya da ilan varsa numarasını yazabilirsiniz."
        required
      />
      {/* Honeypot: hidden from people and assistive technology; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Web siteniz</label>
        <input
          id="contact-website"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={values[HONEYPOT_FIELD]}
          onChange={(e) => set(HONEYPOT_FIELD, e.target.value)}
        />
      </div>
      <CheckboxField
        id="contact-kvkk"
        name="kvkkConsent"
        checked={values.kvkkConsent}
        onChange={(e) => set("kvkkConsent", e.target.checked)}
        error={errors.kvkkConsent}
        label={
          <>
            Kişisel verilerimin{" "}
            <Link href="/kurumsal/kvk" target="_blank" className="font-semibold text-brand-700 underline">
              KVKK Aydınlatma Metni
            </Link>{" "}
            kapsamında, bu talebe yanıt verilmesi amacıyla işlenmesini kabul ediyorum.
          </>
        }
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-neutral-600">Hafta içi mesajlara genellikle aynı gün dönüş yapıyoruz.</p>
        <Button type="submit" size="lg" loading={sending}>
          Mesajı Gönder
        </Button>
      </div>
    </form>
  );
}
