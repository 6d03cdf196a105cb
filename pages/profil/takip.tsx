import dynamic from "next/dynamic";
import { BackToProfile } from "@/components/profile/BackToProfile";
import { useState } from "react";
import { Seo } from "@/components/Seo";
import { useRequireUser } from "@/components/session/useRequireUser";
import { PageHeader } from "@/components/ui/PageHeader";
import { LoadingBlock } from "@/components/ui/Spinner";

// Signed-in only: SWR and the list load after the session is known, not in the first-load JS.
const WatchlistPage = dynamic(() => import("@/components/watchlist/WatchlistPage").then((m) => m.WatchlistPage), {
  ssr: false,
  loading: () => <LoadingBlock />,
});

export default function FollowedPage() {
  const { user, loading } = useRequireUser();
  const [mountedAt] = useState(() => Date.now());
  return (
    <>
      <Seo
        title="Takip Ettiklerim"
        description="Takip ettiğiniz ihaleler ve Hemen Al ilanları, canlı fiyat ve geri sayımla."
        noindex
      />
      <PageHeader
        title="Takip Ettiklerim"
        text="Takip ettiğiniz ihaleler canlı fiyat ve geri sayımla; Hemen Al ilanları güncel fiyatıyla."
      >
        <BackToProfile />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 lg:py-10">
        {loading || !user ? <LoadingBlock /> : <WatchlistPage serverNow={mountedAt} />}
      </div>
    </>
  );
}
