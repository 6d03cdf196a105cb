import { Seo } from "@/components/Seo";
import { LoadingBlock } from "@/components/ui/Spinner";

/**
 * A management page before the staff member is known. Also what _app shows while the management
 * frame's own chunk loads, so the server HTML and the first client render are the same.
 */
export function ManagementLoading() {
  return (
    <div className="min-h-screen bg-neutral-100">
      <Seo title="Yönetim Paneli" description="MotoBorsa yönetim paneli." noindex />
      <LoadingBlock label="Yetkiniz kontrol ediliyor…" />
    </div>
  );
}
