import { useRouter } from "next/router";
import { DeletionSection } from "@/components/kvkk/DeletionSection";
import { DownloadPanel } from "@/components/kvkk/DownloadPanel";
import { ExportSection } from "@/components/kvkk/ExportSection";
import { Button } from "@/components/ui/Button";
import { LoadingBlock } from "@/components/ui/Spinner";
import { useMyKvkk } from "@/lib/kvkk/client";
import { KVKK_LABELS } from "@/lib/kvkk/labels";

/** Profil › KVKK haklarım, once the user is known: the download panel of an e-mailed link, then both rights. */
export function KvkkPage({ email }: { email: string }) {
  const router = useRouter();
  const { kvkk, error, reload } = useMyKvkk();
  const token = typeof router.query.indir === "string" ? router.query.indir : null;
  if (!kvkk) {
    return error ? (
      <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-red-200">
        <p className="font-semibold text-red-800">{error}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void reload()}>
          {KVKK_LABELS.retry}
        </Button>
      </div>
    ) : (
      <LoadingBlock />
    );
  }
  return (
    <div className="space-y-6">
      {token && <DownloadPanel token={token} />}
      <ExportSection kvkk={kvkk} reload={reload} />
      <DeletionSection kvkk={kvkk} email={email} reload={reload} />
    </div>
  );
}
