import { Seo } from "@/components/Seo";
import { ButtonLink } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";

/** What a staff member sees on a management page their roles do not cover. */
export function NoPermission() {
  return (
    <div className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm">
      <Seo title="Yetkisiz erişim" description="Bu sayfa için yetkiniz yok." noindex />
      <div className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-red-50 text-red-600">
        <Icon name="shield" className="h-6 w-6" />
      </div>
      <h1 className="mt-4 text-xl font-bold">Bu sayfa için yetkiniz yok</h1>
      <p className="mt-2 text-neutral-600">
        Hesabınıza bu bölümü kullanma yetkisi tanımlanmamış. Gerekirse bir süper yöneticiden yetki isteyin.
      </p>
      <ButtonLink href="/management" className="mt-6">
        Yönetim paneline dön
      </ButtonLink>
    </div>
  );
}
