import dynamic from "next/dynamic";
import { BackToProfile } from "@/components/profile/BackToProfile";
import { Seo } from "@/components/Seo";
import { useRequireUser } from "@/components/session/useRequireUser";
import { PageHeader } from "@/components/ui/PageHeader";
import { LoadingBlock } from "@/components/ui/Spinner";
import { KVKK_LABELS as t } from "@/lib/kvkk/labels";

// Signed-in only: SWR and the sections load after the session is known, not in the first-load JS.
const KvkkPage = dynamic(() => import("@/components/kvkk/KvkkPage").then((m) => m.KvkkPage), {
  ssr: false,
  loading: () => <LoadingBlock />,
});

export default function KvkkRightsPage() {
  const { user, loading } = useRequireUser();
  return (
    <>
      <Seo title={t.pageTitle} description={t.pageText} noindex />
      <PageHeader title={t.pageTitle} text={t.pageText}>
        <BackToProfile />
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-8 lg:py-10">
        {loading || !user ? <LoadingBlock /> : <KvkkPage email={user.email} />}
      </div>
    </>
  );
}
