import Link from "@/components/ui/Link";
import { useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/Button";
import { CheckboxField, SelectField, TextField } from "@/components/ui/Field";
import { checkContact, CONTACT_LIMITS, CONTACT_SUBJECTS, HONEYPOT_FIELD } from "@/lib/contact/rules";
import { handleError } from "@/lib/errors";
import { serverFieldErrors, type FieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { TextAreaField } from "@/components/contact/TextAreaField";

const EMPTY = { name: "", email: "", phone: "", subject: "", message: "", kvkkConsent: false, [HONEYPOT_FIELD]: "" };
type Values = typeof EMPTY;

export const contactFormText = {
  success: "Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.",
  fixFields: "Lütfen işaretli alanları düzeltin.",
} as const;

/** The /iletisim form: the same rules as the API (checkContact), so most mistakes are caught before sending. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next send.
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  const focusFirstError = (fields: FieldErrors) => {
    const first = Object.keys(EMPTY).find((key) => fields[key]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = {
      ...values,
      phone: values.phone.trim() || undefined,
      [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] || undefined,
    };
    // The API's checks without zod (lib/contact/rules.ts); the server parses with contactSchema.
    const fields = checkContact(payload);
    if (Object.keys(fields).length) {
      setErrors(fields);
      focusFirstError(fields);
      return;
    }
    setSending(true);
    try {
      await http.post("/api/contact", payload);
      toast.success(contactFormText.success);
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setErrors(fields);
        focusFirstError(fields);
      }
      handleError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="İletişim formu" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Adınız soyadınız"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set("name", e.target.value)}
          error={errors.name}
          maxLength={CONTACT_LIMITS.nameMax}
          required
        />
        <TextField
          label="E-posta adresiniz"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(e) => set("email", e.target.value)}
          error={errors.email}
          maxLength={CONTACT_LIMITS.emailMax}
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Telefon (isteğe bağlı)"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="0532 123 45 67"
          value={values.phone}
          onChange={(e) => set("phone", e.target.value)}
          error={errors.phone}
          maxLength={25}
        />
        <SelectField
          label="Konu"
          name="subject"
          value={values.subject}
          onChange={(e) => set("subject", e.target.value)}
          error={errors.subject}
          required
        >
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
        name="message"
        rows={6}
        value={values.message}
        onChange={(e) => set("message", e.target.value)}
        error={errors.message}
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
