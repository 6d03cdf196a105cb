import dynamic from "next/dynamic";
import { BackToProfile } from "@/components/profile/BackToProfile";
import { Seo } from "@/components/Seo";
import { useRequireUser } from "@/components/session/useRequireUser";
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
        <BackToProfile />
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-8 lg:py-10">
        {loading || !user ? <LoadingBlock /> : <SavedSearchList />}
      </div>
    </>
  );
}
