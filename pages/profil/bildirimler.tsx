import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { BackToProfile } from "@/components/profile/BackToProfile";
import { NotificationItem } from "@/components/notifications/NotificationItem";
import { useNotificationList } from "@/components/notifications/useNotificationList";
import { useUnread } from "@/components/notifications/useUnread";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { Seo } from "@/components/Seo";
import { UserPending } from "@/components/session/UserPending";
import { useRequireUser } from "@/components/session/useRequireUser";
import { Button } from "@/components/ui/Button";
import { PageHeader } from "@/components/ui/PageHeader";
import { Pager } from "@/components/ui/Pager";
import { LoadingBlock } from "@/components/ui/Spinner";
import { notificationTexts as t } from "@/lib/notifications/labels";
import type { NotificationView } from "@/lib/notifications/types";

const PAGE_SIZE = 20;

function pageFrom(value: unknown): number {
  const n = typeof value === "string" && /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return n >= 1 ? n : 1;
}

/** /profil/bildirimler: every notification, newest first, paged; mark one (by opening it) or all read. */
export default function NotificationsPage() {
  const { user, loading } = useRequireUser();
  const router = useRouter();
  const page = pageFrom(router.query.sayfa);
  const { changes } = useUnread();
  const list = useNotificationList({ page, pageSize: PAGE_SIZE, reloadKey: changes, enabled: Boolean(user) });
  const seo = (
    <Seo
      title={t.pageTitle}
      description="MotoBorsa bildirimleriniz: teklifler, ihale sonuçları, siparişler ve talepleriniz."
      noindex
    />
  );

  if (loading || !user) return <UserPending seo={seo} />;
  const data = list.data;
  const open = (item: NotificationView) => {
    if (!item.read) void list.markRead({ ids: [item.id] });
  };

  return (
    <>
      {seo}
      <PageHeader
        title={t.pageTitle}
        text="Teklifleriniz, ihale sonuçlarınız, siparişleriniz ve talepleriniz hakkındaki her şey."
      >
        <BackToProfile />
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-8 lg:py-10">
        <ProfileSection title={data ? `${t.pageTitle} (${data.unread} okunmamış)` : t.pageTitle}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <Link href="/profil/bildirim-ayarlari" className="text-sm font-semibold text-brand-700 hover:underline">
              {t.settings}
            </Link>
            <Button
              variant="secondary"
              size="sm"
              disabled={!data || data.unread === 0}
              onClick={() => void list.markRead({ all: true })}
            >
              {t.markAllRead}
            </Button>
          </div>
          {list.error ? (
            <p className="text-sm text-red-700">{list.error}</p>
          ) : !data ? (
            <LoadingBlock />
          ) : data.items.length === 0 ? (
            <p className="text-neutral-600">{t.empty}</p>
          ) : (
            <ul className="divide-y divide-neutral-100">
              {data.items.map((item) => (
                <li key={item.id} className="py-1">
                  <NotificationItem item={item} onOpen={open} />
                </li>
              ))}
            </ul>
          )}
          {data && (
            <Pager
              page={page}
              last={Math.max(1, Math.ceil(data.total / PAGE_SIZE))}
              href={(p) => (p === 1 ? "/profil/bildirimler" : `/profil/bildirimler?sayfa=${p}`)}
            />
          )}
        </ProfileSection>
      </div>
    </>
  );
}
