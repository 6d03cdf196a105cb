import Link from "@/components/ui/Link";
import { useEffect } from "react";
import { AnswerDialog } from "@/components/profile/AnswerDialog";
import { OfferButtons } from "@/components/profile/OfferButtons";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { RequestList } from "@/components/profile/RequestList";
import { type AnswerText, useRequestAnswer } from "@/components/profile/useRequestAnswer";
import { StatusPill } from "@/components/services/StatusPill";
import { Button } from "@/components/ui/Button";
import { formatDateTime, formatTL } from "@/lib/format";
import { formatDay, TRANSPORT_STATUS_LABELS, TRANSPORT_STATUS_TONES } from "@/lib/transportRequests/labels";
import { MY_TRANSPORT_REQUESTS_URL, useMyTransportRequests } from "@/lib/transportRequests/client";
import type { TransportRequestView } from "@/lib/transportRequests/types";

const TEXT: AnswerText = {
  accept: {
    title: "Fiyatı onayla",
    confirm: "Onaylıyorum",
    done: "Fiyatı onayladınız. Alım gününü size bildireceğiz.",
  },
  decline: { title: "Fiyat teklifini reddet", confirm: "Reddediyorum", done: "Fiyat teklifini reddettiniz." },
  withdraw: { title: "Talebi iptal et", confirm: "Evet, iptal et", done: "Nakliye talebinizi iptal ettiniz." },
};

const cardId = (id: number) => `nakliye-talebi-${id}`;

/** "Nakliye Taleplerim": the user's transport requests, their state and our quote to answer. */
export function MyTransportRequests({ reloadKey = 0 }: { reloadKey?: number }) {
  const { items, error, mutate, reload } = useMyTransportRequests();
  // A request just sent from the form on the same page.
  useEffect(() => {
    if (reloadKey) void reload();
  }, [reloadKey, reload]);
  const { answer, setAnswer, busy, confirm } = useRequestAnswer<TransportRequestView>({
    url: MY_TRANSPORT_REQUESTS_URL,
    mutate,
    cardId,
    text: TEXT,
    withdrawError: "Talebiniz iptal edilemedi.",
  });

  return (
    <ProfileSection
      title="Nakliye Taleplerim"
      id="nakliye-taleplerim"
      action={
        <Link href="/nakliye" className="whitespace-nowrap text-sm font-semibold text-brand-800 hover:text-brand-700">
          Yeni talep
        </Link>
      }
    >
      <RequestList
        items={items}
        error={error}
        loadingLabel="Nakliye talepleriniz yükleniyor"
        empty="Henüz bir nakliye talebiniz yok."
        cardId={cardId}
        itemLabel={(id) => `Nakliye talebi ${id}`}
      >
        {(r) => (
          <>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="font-semibold">
                {r.fromCity} / {r.fromDistrict} → {r.toCity} / {r.toDistrict}
              </p>
              <StatusPill tone={r.quote?.expired ? "neutral" : TRANSPORT_STATUS_TONES[r.status]}>
                {r.quote?.expired ? "Teklifin süresi doldu" : TRANSPORT_STATUS_LABELS[r.status]}
              </StatusPill>
            </div>
            <p className="text-sm text-neutral-600">
              No. {r.id} · {r.brand} {r.model} · Tercih: {formatDay(r.preferredDate)}
            </p>
            {r.scheduledDate && (r.status === "scheduled" || r.status === "delivered") && (
              <p className="mt-1 text-sm font-medium text-neutral-800">
                Alım günü: {formatDay(r.scheduledDate)}
                {r.scheduleNote && <span className="font-normal text-neutral-600"> · {r.scheduleNote}</span>}
              </p>
            )}
            {r.quote && (
              <div
                className={`mt-2 rounded-xl p-3 text-sm ${r.status === "quoted" && !r.quote.expired ? "bg-brand-50 ring-1 ring-brand-500/30" : "bg-neutral-50 ring-1 ring-neutral-200"}`}
              >
                <p>
                  Nakliye ücreti:{" "}
                  <strong className="text-base tabular-nums text-neutral-950">{formatTL(r.quote.price)}</strong>{" "}
                  <span className="text-neutral-600">(KDV ve sigorta dahil)</span>
                </p>
                {r.quote.note && <p className="mt-1 whitespace-pre-line text-neutral-700">{r.quote.note}</p>}
                {r.status === "quoted" && (
                  <p className="mt-1 text-xs text-neutral-600">
                    {r.quote.expired
                      ? "Geçerlilik süresi doldu"
                      : `Son geçerlilik: ${formatDateTime(r.quote.expiresAt)}`}
                  </p>
                )}
                <OfferButtons actions={r.actions} onAnswer={(kind) => setAnswer({ kind, request: r })} />
              </div>
            )}
            {r.status === "cancelled" && r.cancelReason && (
              <p className="mt-1 text-sm text-red-700">İptal nedeni: {r.cancelReason}</p>
            )}
            {r.status === "cancelled" && r.cancelledBy === "owner" && (
              <p className="mt-1 text-sm text-neutral-600">Bu talebi siz iptal ettiniz.</p>
            )}
            {r.actions.includes("withdraw") && (
              <div className="mt-3">
                <Button size="sm" variant="secondary" onClick={() => setAnswer({ kind: "withdraw", request: r })}>
                  Talebi iptal et
                </Button>
              </div>
            )}
          </>
        )}
      </RequestList>
      <AnswerDialog
        kind={answer?.kind ?? null}
        text={TEXT}
        busy={busy}
        onCancel={() => setAnswer(null)}
        onConfirm={() => void confirm()}
      >
        {answer?.kind === "withdraw" && (
          <>
            <p>
              {answer.request.fromCity} / {answer.request.fromDistrict} → {answer.request.toCity} /{" "}
              {answer.request.toDistrict} nakliye talebinizi (No. {answer.request.id}) iptal etmek istiyor musunuz?
            </p>
            <p className="mt-2 text-sm text-neutral-600">
              {answer.request.quote
                ? "Talebiniz ücretsiz olarak kapanır ve fiyat teklifimiz geçersiz olur. "
                : "Talebiniz ücretsiz olarak kapanır. "}
              Bu işlem geri alınamaz; dilediğiniz zaman yeni talep oluşturabilirsiniz.
            </p>
          </>
        )}
        {answer && answer.kind !== "withdraw" && (
          <>
            <p>
              {answer.request.fromCity} → {answer.request.toCity} taşıması için{" "}
              <strong>{formatTL(answer.request.quote?.price)}</strong>.
            </p>
            <p className="mt-2 text-sm text-neutral-600">
              {answer.kind === "accept"
                ? "Onayladığınızda taşıma planlanır; ücret, motosiklet alınmadan önce havale/EFT ile ödenir. Onayladığınız fiyat sonradan değişmez."
                : "Reddettiğinizde talebiniz ücretsiz olarak kapanır."}
            </p>
          </>
        )}
      </AnswerDialog>
    </ProfileSection>
  );
}
