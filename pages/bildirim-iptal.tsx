import type { GetServerSideProps } from "next";
import Link from "@/components/ui/Link";
import { Seo } from "@/components/Seo";
import { Icon } from "@/components/ui/Icon";
import { PageHeader } from "@/components/ui/PageHeader";
import { CATEGORY_LABELS } from "@/lib/notifications/labels";
import type { NotificationCategory } from "@/lib/notifications/types";

type Props = { category: NotificationCategory | null };

/**
 * The unsubscribe link of a notification e-mail (works signed out): opening it switches that
 * category's e-mails off and says so; site notifications stay. A forged or stale link changes nothing.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query, res }) => {
  const token = typeof query.t === "string" && query.t.length <= 400 ? query.t : "";
  const { unsubscribeByToken } = await import("@/lib/server/notifications/service");
  const done = token ? await unsubscribeByToken(token) : null;
  if (!done) res.statusCode = 400;
  res.setHeader("Cache-Control", "no-store");
  return { props: { category: done?.category ?? null } };
};

export default function UnsubscribePage({ category }: Props) {
  return (
    <>
      <Seo title="E-posta aboneliği" description="MotoBorsa bildirim e-postaları aboneliği." noindex />
      <PageHeader title="E-posta aboneliği" />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
          {category ? (
            <>
              <p className="flex items-center gap-2 text-lg font-bold text-ink">
                <Icon name="check" className="h-6 w-6 text-green-700" />“{CATEGORY_LABELS[category].title}” e-postaları
                kapatıldı.
              </p>
              <p className="mt-3 text-neutral-700">
                Bu konudaki bildirimleri artık yalnızca site içinde göreceksiniz. Fikrinizi değiştirirseniz bildirim
                ayarlarınızdan yeniden açabilirsiniz.
              </p>
            </>
          ) : (
            <>
              <p className="flex items-center gap-2 text-lg font-bold text-ink">
                <Icon name="alert" className="h-6 w-6 text-red-700" />
                Bu bağlantı geçerli değil.
              </p>
              <p className="mt-3 text-neutral-700">
                Bağlantı eksik kopyalanmış ya da artık kullanılamıyor olabilir. E-posta tercihlerinizi bildirim
                ayarlarınızdan değiştirebilirsiniz.
              </p>
            </>
          )}
          <Link
            href="/profil/bildirim-ayarlari"
            className="mt-6 inline-block font-semibold text-brand-700 hover:underline"
          >
            Bildirim ayarlarına git
          </Link>
        </div>
      </div>
    </>
  );
}
