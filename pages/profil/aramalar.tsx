import dynamic from "next/dynamic";
import Link from "@/components/ui/Link";
import { Seo } from "@/components/Seo";
import { useRequireUser } from "@/components/session/useRequireUser";
import { Icon } from "@/components/ui/Icon";
import { PageHeader } from "@/components/ui/PageHeader";
import { LoadingBlock } from "@/components/ui/Spinner";

// Signed-in only: loads after the session is known, not in the first-load JS.
const SavedSearchList = dynamic(
  () => import("@/components/savedSearches/SavedSearchList").then((m) => m.SavedSearchList),
  { ssr: false, loading: () => <LoadingBlock /> },
);

export default function SavedSearchesPage() {
  const { user, loading } = useRequireUser();
  return (
    <>
      <Seo
        title="Kayıtlı Aramalarım"
        description="Kaydettiğiniz ihale ve Hemen Al aramaları; uyan yeni ilanlar için bildirim alırsınız."
        noindex
      />
      <PageHeader
        title="Kayıtlı Aramalarım"
        text="Uyan yeni bir ihale veya Hemen Al ilanı yayınlandığında size bildirim göndeririz."
      >
        <Link href="/profil" className="inline-flex items-center gap-1 text-sm text-neutral-300 hover:text-white">
          <Icon name="chevronRight" className="h-4 w-4 rotate-180" />
          Profilime dön
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-8 lg:py-10">
        {loading || !user ? <LoadingBlock /> : <SavedSearchList />}
      </div>
    </>
  );
}
