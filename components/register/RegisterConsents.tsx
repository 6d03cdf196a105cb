import Link from "@/components/ui/Link";
import { CheckboxField } from "@/components/ui/Field";
import { ABROAD_TRANSFER_CONSENT, COMMERCIAL_EMAIL_CONSENT } from "@/lib/content/legal/consents";
import type { Register } from "@/components/register/useRegister";

const LINK = "font-semibold text-brand-700 underline";

/**
 * The KVKK and membership agreement consents, each linked to its text (opens in a new tab), the
 * explicit consent to the transfer abroad and the optional marketing e-mail permission, whose
 * statements are shown whole (each acceptance is recorded with the version of the text shown).
 */
export function RegisterConsents({ register: { consent } }: { register: Register }) {
  return (
    <div className="space-y-3 border-t border-neutral-200 pt-5">
      <CheckboxField
        {...consent("kvkkConsent")}
        label={
          <>
            <Link href="/kurumsal/kvk" target="_blank" rel="noopener" className={LINK}>
              KVKK Aydınlatma Metni
            </Link>
            &apos;ni okudum, kişisel verilerimin işlenmesini onaylıyorum.
          </>
        }
      />
      <CheckboxField
        {...consent("membershipConsent")}
        label={
          <>
            <Link href="/kurumsal/yasalbilgilendirme#uyelik-sozlesmesi" target="_blank" rel="noopener" className={LINK}>
              Üyelik Sözleşmesi
            </Link>
            &apos;ni ve kullanım koşullarını okudum, kabul ediyorum.
          </>
        }
      />
      <CheckboxField {...consent("abroadConsent")} label={ABROAD_TRANSFER_CONSENT} />
      <CheckboxField {...consent("marketingConsent")} label={COMMERCIAL_EMAIL_CONSENT} />
    </div>
  );
}
