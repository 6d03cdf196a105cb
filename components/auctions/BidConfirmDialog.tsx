import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Icon } from "@/components/ui/Icon";
import { amountInWords } from "@/lib/amountInWords";
import { buyerCommission } from "@/lib/orders/commission";
import { formatTL } from "@/lib/format";

/** A bid this far above the current price (or a maximum this far above it) is probably a typo. */
export const FAR_ABOVE_RATIO = 1.5;

export type BidDraft = {
  amount: number;
  /** The proxy maximum, when one is given. */
  max: number | null;
  currentPrice: number;
  /** The viewer already leads: the bid only raises their maximum (price and history stay). */
  leading: boolean;
};

const ratioFormat = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 1 });

/** Which amount, if any, is far above the current price: the warning names it and the ratio. */
export function farAboveWarning({
  amount,
  max,
  currentPrice,
}: Pick<BidDraft, "amount" | "max" | "currentPrice">): string | null {
  if (currentPrice <= 0) return null;
  const [label, value] =
    amount > currentPrice * FAR_ABOVE_RATIO
      ? ["Teklifiniz", amount]
      : max !== null && max > currentPrice * FAR_ABOVE_RATIO
        ? ["Azami teklifiniz", max]
        : [null, 0];
  if (!label) return null;
  return `Dikkat: ${label} güncel fiyatın (${formatTL(currentPrice)}) ${ratioFormat.format(value / currentPrice)} katı. Fazladan ya da eksik bir sıfır yazmadığınızdan emin olun.`;
}

function Row({
  label,
  value,
  words,
  strong = false,
}: {
  label: string;
  value: number;
  words?: boolean;
  strong?: boolean;
}) {
  return (
    <div className={`flex items-start justify-between gap-4 ${strong ? "border-t border-neutral-200 pt-2" : ""}`}>
      <dt className={`min-w-0 ${strong ? "font-semibold" : ""}`}>{label}</dt>
      <dd className="flex-none text-right">
        <span className={`tabular-nums ${strong ? "font-bold" : "font-semibold"}`}>{formatTL(value)}</span>
        {words && <span className="block text-xs text-neutral-500">({amountInWords(value)})</span>}
      </dd>
    </div>
  );
}

/**
 * The last step before a binding bid: the amount in figures and in words (a mistyped zero reads
 * differently), the deposit it blocks and what a win costs with the buyer commission.
 */
export function BidConfirmDialog({
  draft,
  sending,
  onConfirm,
  onCancel,
}: {
  draft: BidDraft | null;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ceiling = draft ? Math.max(draft.amount, draft.max ?? 0) : 0;
  const warning = draft ? farAboveWarning(draft) : null;
  return (
    <ConfirmDialog
      open={draft !== null}
      title={draft?.leading ? "Azami teklifinizi onaylayın" : "Teklifinizi onaylayın"}
      confirmLabel="Teklifi onayla"
      busy={sending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {draft && (
        <>
          {warning && (
            <p
              className="mb-4 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-600/30"
              role="alert"
            >
              <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
              {warning}
            </p>
          )}
          {draft.leading && (
            <p className="mb-4 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-600/20">
              En yüksek teklif zaten sizde: fiyat {formatTL(draft.currentPrice)} olarak kalır ve teklif geçmişine yeni
              satır eklenmez. Azami teklifiniz {formatTL(ceiling)} olur; başka bir üye teklif verdikçe sistem sizin
              adınıza bu tutara kadar teklif verir.
            </p>
          )}
          <dl className="space-y-2 text-sm" aria-label="Teklif özeti">
            <Row
              label={draft.leading && draft.max === null ? "Yeni azami teklif" : "Teklif tutarı"}
              value={draft.amount}
              words
            />
            {draft.max !== null && <Row label="Azami teklif" value={draft.max} words />}
            <Row label="Alıcı hizmet bedeli" value={buyerCommission(ceiling)} />
            <Row label="Kazanırsanız en fazla ödeyeceğiniz" value={ceiling + buyerCommission(ceiling)} strong />
            <Row label="Önde kaldığınız sürece bloke edilecek teminat (provizyon)" value={buyerCommission(ceiling)} />
          </dl>
          <p className="mt-4 text-xs leading-relaxed text-neutral-600">
            Onayladığınızda teklifiniz bağlayıcı olur ve geri alınamaz. İhale sizin teklifinizle satışla kapanırsa araç
            bedeli ve hizmet bedeli için siparişiniz oluşur.
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
