import Link from "@/components/ui/Link";
import { TextAreaField } from "@/components/contact/TextAreaField";
import type { CurrentUser } from "@/lib/accounts/types";
import { FormAlert, TextField } from "@/components/ui/Field";
import { BrandModelFields } from "@/components/services/BrandModelFields";
import { ProvinceSelect } from "@/components/services/ProvinceSelect";
import { RequestFormFooter } from "@/components/services/RequestFormFooter";
import { RequestReceived } from "@/components/services/RequestReceived";
import { formatNumber } from "@/lib/format";
import { formatAmountInput } from "@/lib/turkishAmount";
import { SELL_LIMITS } from "@/lib/sellRequests/rules";
import type { SellRequestView } from "@/lib/sellRequests/types";
import { PhotoUploader } from "@/components/sell/PhotoUploader";
import { useSellRequestForm } from "@/components/sell/useSellRequestForm";
import { EmailVerificationNotice } from "@/components/accounts/EmailVerificationNotice";
import { IdentityRequiredNotice } from "@/components/identity/IdentityRequiredNotice";
import { emailUnverifiedMessage } from "@/lib/accounts/labels";

const digits = (max: number) => (typed: string) => typed.replace(/\D/g, "").slice(0, max);
const numeric = { type: "text", inputMode: "numeric" as const, autoComplete: "off" };

/** The Borsa'da Sat application: the API's own zod rules run first, so most mistakes show before sending. */
export function SellRequestForm({
  user,
  onCreated,
}: {
  user: CurrentUser;
  onCreated?: (request: SellRequestView) => void;
}) {
  const { values, errors, set, field, form, submit, sending, unverified, identityNeeded, created, again } =
    useSellRequestForm(user, onCreated);

  if (created) {
    return (
      <RequestReceived
        title={`Başvurunuz alındı (No. ${created.id})`}
        link={{ href: "/profil#satis-taleplerim", label: "Satış Taleplerim" }}
        againLabel="Başka bir motosiklet için başvur"
        onAgain={again}
      >
        {created.year} {created.brand} {created.model} için başvurunuzu inceliyoruz. İlk yanıtımızı en geç 2 iş günü
        içinde veririz; teklifimizi &ldquo;Satış Taleplerim&rdquo; bölümünde görüp yanıtlayabilirsiniz.
      </RequestReceived>
    );
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Borsa'da Sat başvuru formu" className="space-y-5">
      {(unverified || !user.emailVerified) && (
        <EmailVerificationNotice message={unverified ?? emailUnverifiedMessage("sell")} />
      )}
      <IdentityRequiredNotice message={identityNeeded} />
      {Object.keys(errors).length > 1 && <FormAlert>Lütfen işaretli alanları düzeltin.</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Plaka"
          {...field("plate", (typed) => typed.toUpperCase())}
          hint="Örn. 34 ABC 123. İlanda hiçbir zaman tam gösterilmez."
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          required
        />
        <ProvinceSelect label="Motosikletin bulunduğu il" {...field("city")} />
        <BrandModelFields
          brand={field("brand")}
          model={field("model")}
          examples={{ brand: "Örn. Honda", model: "Örn. CBR650R" }}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label="Model yılı" {...numeric} {...field("year", digits(4))} placeholder="Örn. 2021" required />
        <TextField
          label="Kilometre"
          {...numeric}
          {...field("km", (typed) => formatNumber(typed))}
          placeholder="Örn. 12.500"
          maxLength={10}
          required
        />
        <TextField
          label="Motor hacmi (cc)"
          {...numeric}
          {...field("engineCc", digits(5))}
          placeholder="Örn. 649"
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Beklediğiniz satış fiyatı (TL)"
          {...numeric}
          {...field("expectedPrice", formatAmountInput)}
          placeholder="Örn. 385.000"
          maxLength={13}
          required
        />
        <TextField
          label="Cep telefonu"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...field("phone")}
          hint="Teklifimiz ve sorularımız için bu numaradan size ulaşırız."
          maxLength={25}
          required
        />
      </div>
      <TextAreaField
        label="Açıklama"
        rows={5}
        {...field("description")}
        counter={{ length: values.description.trim().length, max: SELL_LIMITS.descriptionMax }}
        placeholder="Hasar ve boya durumu, değişen parçalar, son bakım tarihi, aksesuarlar…"
        required
      />
      <PhotoUploader
        value={values.photos}
        onChange={(photos) => set("photos", photos)}
        error={errors.photos ?? errors["photos.0"]}
      />
      <RequestFormFooter
        note={
          <>
            Başvuru ve teklif ücretsizdir.{" "}
            <Link href="/kurumsal/teklifal" className="font-semibold text-brand-800 underline hover:text-brand-700">
              Süreç nasıl işler?
            </Link>
          </>
        }
        submit="Başvuruyu Gönder"
        sending={sending}
      />
    </form>
  );
}
