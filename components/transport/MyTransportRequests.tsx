import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { StatusPill } from "@/components/services/StatusPill";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { Spinner } from "@/components/ui/Spinner";
import { errorMessage, handleError } from "@/lib/errors";
import { formatDateTime, formatTL } from "@/lib/format";
import { http } from "@/lib/http";
import { formatDay, TRANSPORT_STATUS_LABELS, TRANSPORT_STATUS_TONES, type TransportRequestView } from "@/lib/transportRequests";

type Answer = { kind: "accept" | "decline" | "withdraw"; request: TransportRequestView } | null;

const TEXT = {
  accept: { title: "Fiyatı onayla", confirm: "Onaylıyorum", done: "Fiyatı onayladınız. Alım gününü size bildireceğiz." },
  decline: { title: "Fiyat teklifini reddet", confirm: "Reddediyorum", done: "Fiyat teklifini reddettiniz." },
  withdraw: { title: "Talebi iptal et", confirm: "Evet, iptal et", done: "Nakliye talebinizi iptal ettiniz." },
} as const;

const cardId = (id: number) => `nakliye-talebi-${id}`;

/** "Nakliye Taleplerim": the user's transport requests, their state and our quote to answer. */
export function MyTransportRequests({ reloadKey = 0 }: { reloadKey?: number }) {
  const [items, setItems] = useState<TransportRequestView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer>(null);
  const [busy, setBusy] = useState(false);
  // The button that opened the dialog may be gone once the request changed: focus goes to its card.
  const [focusCard, setFocusCard] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setItems((await http.get<{ items: TransportRequestView[] }>("/api/me/transport-requests")).items);
      setError(null);
    } catch (e) {
      setError(errorMessage(e, "Nakliye talepleriniz yüklenemedi."));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  useEffect(() => {
    if (focusCard === null) return;
    document.getElementById(cardId(focusCard))?.focus();
    setFocusCard(null);
  }, [focusCard]);

  const confirm = async () => {
    if (!answer) return;
    setBusy(true);
    const { kind, request } = answer;
    try {
      const saved = await http.post<{ request: TransportRequestView }>(`/api/me/transport-requests/${request.id}/${kind}`);
      setItems((list) => list?.map((r) => (r.id === saved.request.id ? saved.request : r)) ?? list);
      toast.success(TEXT[kind].done);
    } catch (e) {
      handleError(e, kind === "withdraw" ? "Talebiniz iptal edilemedi." : "Yanıtınız kaydedilemedi.");
    } finally {
      setAnswer(null);
      setBusy(false);
      setFocusCard(request.id);
      // Staff may have moved it meanwhile: show what it is now.
      await load();
    }
  };

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
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : items === null ? (
        <Spinner label="Nakliye talepleriniz yükleniyor" />
      ) : items.length === 0 ? (
        <p className="text-sm text-neutral-600">Henüz bir nakliye talebiniz yok.</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {items.map((r) => (
            <li key={r.id} id={cardId(r.id)} tabIndex={-1} className="py-4 outline-none first:pt-0 last:pb-0 focus-visible:ring-2 focus-visible:ring-brand-600" aria-label={`Nakliye talebi ${r.id}`}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <p className="font-semibold">
                  {r.fromCity} / {r.fromDistrict} → {r.toCity} / {r.toDistrict}
                </p>
                <StatusPill tone={r.quote?.expired ? "neutral" : TRANSPORT_STATUS_TONES[r.status]}>{r.quote?.expired ? "Teklifin süresi doldu" : TRANSPORT_STATUS_LABELS[r.status]}</StatusPill>
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
                <div className={`mt-2 rounded-xl p-3 text-sm ${r.status === "quoted" && !r.quote.expired ? "bg-brand-50 ring-1 ring-brand-500/30" : "bg-neutral-50 ring-1 ring-neutral-200"}`}>
                  <p>
                    Nakliye ücreti: <strong className="text-base tabular-nums text-neutral-950">{formatTL(r.quote.price)}</strong> <span className="text-neutral-600">(KDV ve sigorta dahil)</span>
                  </p>
                  {r.quote.note && <p className="mt-1 whitespace-pre-line text-neutral-700">{r.quote.note}</p>}
                  {r.status === "quoted" && <p className="mt-1 text-xs text-neutral-600">{r.quote.expired ? "Geçerlilik süresi doldu" : `Son geçerlilik: ${formatDateTime(r.quote.expiresAt)}`}</p>}
                  {(r.actions.includes("accept") || r.actions.includes("decline")) && (
                    <div className="mt-3 flex flex-wrap gap-2">
                      {r.actions.includes("accept") && (
                        <Button size="sm" onClick={() => setAnswer({ kind: "accept", request: r })}>
                          Kabul Et
                        </Button>
                      )}
                      {r.actions.includes("decline") && (
                        <Button size="sm" variant="secondary" onClick={() => setAnswer({ kind: "decline", request: r })}>
                          Reddet
                        </Button>
                      )}
                    </div>
                  )}
                </div>
              )}
              {r.status === "cancelled" && r.cancelReason && <p className="mt-1 text-sm text-red-700">İptal nedeni: {r.cancelReason}</p>}
              {r.status === "cancelled" && r.cancelledBy === "owner" && <p className="mt-1 text-sm text-neutral-600">Bu talebi siz iptal ettiniz.</p>}
              {r.actions.includes("withdraw") && (
                <div className="mt-3">
                  <Button size="sm" variant="secondary" onClick={() => setAnswer({ kind: "withdraw", request: r })}>
                    Talebi iptal et
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={answer !== null}
        title={answer ? TEXT[answer.kind].title : ""}
        onClose={() => !busy && setAnswer(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAnswer(null)} disabled={busy}>
              Vazgeç
            </Button>
            <Button variant={answer?.kind === "accept" ? "primary" : "danger"} onClick={() => void confirm()} loading={busy}>
              {answer ? TEXT[answer.kind].confirm : ""}
            </Button>
          </>
        }
      >
        {answer?.kind === "withdraw" && (
          <>
            <p>
              {answer.request.fromCity} / {answer.request.fromDistrict} → {answer.request.toCity} / {answer.request.toDistrict} nakliye talebinizi (No. {answer.request.id}) iptal etmek istiyor musunuz?
            </p>
            <p className="mt-2 text-sm text-neutral-600">
              {answer.request.quote ? "Talebiniz ücretsiz olarak kapanır ve fiyat teklifimiz geçersiz olur. " : "Talebiniz ücretsiz olarak kapanır. "}
              Bu işlem geri alınamaz; dilediğiniz zaman yeni talep oluşturabilirsiniz.
            </p>
          </>
        )}
        {answer && answer.kind !== "withdraw" && (
          <>
            <p>
              {answer.request.fromCity} → {answer.request.toCity} taşıması için <strong>{formatTL(answer.request.quote?.price)}</strong>.
            </p>
            <p className="mt-2 text-sm text-neutral-600">
              {answer.kind === "accept"
                ? "Onayladığınızda taşıma planlanır; ücret, motosiklet alınmadan önce havale/EFT ile ödenir. Onayladığınız fiyat sonradan değişmez."
                : "Reddettiğinizde talebiniz ücretsiz olarak kapanır."}
            </p>
          </>
        )}
      </Dialog>
    </ProfileSection>
  );
}
