import { Seo } from "@/components/Seo";
import { ButtonLink } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";

/** Landing after logout (PRODUCT §3.2): confirms the sign-out and offers sign-in again. */
export default function SignedOutPage() {
  return (
    <section className="px-4 py-16 sm:py-24">
      <Seo
        title="Oturum kapatıldı"
        description="MotoBorsa oturumunuz kapatıldı. Dilediğiniz zaman yeniden giriş yapabilirsiniz."
        noindex
      />
      <div className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-neutral-200">
        <div className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Icon name="check" className="h-7 w-7" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">Oturumunuz kapatıldı</h1>
        <p className="mt-2 text-neutral-600">
          Güvenli bir şekilde çıkış yaptınız. Teklif vermeye devam etmek için yeniden giriş yapabilirsiniz.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink href="/giris" size="lg">
            Tekrar Giriş Yap
          </ButtonLink>
          <ButtonLink href="/" variant="secondary" size="lg">
            Ana Sayfaya Dön
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
