import Link from "next/link";
import { CheckboxField } from "@/components/ui/Field";
import type { Register } from "./useRegister";

/** The KVKK and membership agreement consents, each linked to its text (opens in a new tab). */
export function RegisterConsents({ register: { form, set, errors } }: { register: Register }) {
  return (
    <div className="space-y-3 border-t border-neutral-200 pt-5">
      <CheckboxField
        id="kayit-kvkkConsent"
        name="kvkkConsent"
        checked={form.kvkkConsent}
        onChange={(e) => set("kvkkConsent")(e.target.checked)}
        error={errors.kvkkConsent}
        label={
          <>
            <Link href="/kurumsal/kvk" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
              KVKK Aydınlatma Metni
            </Link>
            &apos;ni okudum, kişisel verilerimin işlenmesini onaylıyorum.
          </>
        }
      />
      <CheckboxField
        id="kayit-membershipConsent"
        name="membershipConsent"
        checked={form.membershipConsent}
        onChange={(e) => set("membershipConsent")(e.target.checked)}
        error={errors.membershipConsent}
        label={
          <>
            <Link href="/kurumsal/yasalbilgilendirme#uyelik-sozlesmesi" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
              Üyelik Sözleşmesi
            </Link>
            &apos;ni ve kullanım koşullarını okudum, kabul ediyorum.
          </>
        }
      />
    </div>
  );
}
