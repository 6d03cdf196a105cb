import { Button } from "@/components/ui/Button";
import { formatDateTime } from "@/lib/format";
import type { StaffSellRequestView } from "@/lib/sellRequests/types";
import { SELL_ACTION_TEXT, type StaffSellAction } from "@/components/management/sellRequests/sellActions";
import { OwnRecordMark } from "@/components/management/OwnRecordMark";

/** The "İşlemler" box: a button per action the server allows now, or why there is none. */
export function SellRequestActions({
  request: r,
  actions,
  onOpen,
}: {
  request: StaffSellRequestView;
  actions: StaffSellAction[];
  onOpen: (action: StaffSellAction) => void;
}) {
  return (
    <section aria-labelledby="islemler" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
      <h2 id="islemler" className="mb-3 font-bold">
        İşlemler
      </h2>
      {r.ownRecord ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-600">
          <OwnRecordMark /> Bu sizin talebiniz; başka bir yetkili ilgilenmeli.
        </p>
      ) : actions.length === 0 ? (
        <p className="text-sm text-neutral-600">
          {r.status === "offer_made"
            ? "Sahibinin yanıtı bekleniyor."
            : r.status === "withdrawn"
              ? `Sahibi başvurusunu ${formatDateTime(r.updatedAt)} tarihinde geri çekti; yapılacak işlem yok.`
              : "Bu talep için yapılacak işlem yok."}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.map((a) => (
            <Button key={a} size="sm" variant={a === "reject" ? "secondary" : "primary"} onClick={() => onOpen(a)}>
              {SELL_ACTION_TEXT[a].button}
            </Button>
          ))}
        </div>
      )}
      {r.status === "offer_made" && !r.offer?.expired && actions.length > 0 && (
        <p className="mt-3 text-sm text-neutral-600">Sahibinin yanıtı bekleniyor.</p>
      )}
    </section>
  );
}
