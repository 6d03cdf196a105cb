import dynamic from "next/dynamic";
import Link from "@/components/ui/Link";
import { Seo } from "@/components/Seo";
import { useRequireUser } from "@/components/session/useRequireUser";
import { Icon } from "@/components/ui/Icon";
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
        <Link href="/profil" className="inline-flex items-center gap-1 text-sm text-neutral-300 hover:text-white">
          <Icon name="chevronRight" className="h-4 w-4 rotate-180" />
          Profilime dön
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-8 lg:py-10">
        {loading || !user ? <LoadingBlock /> : <KvkkPage email={user.email} />}
      </div>
    </>
  );
}
