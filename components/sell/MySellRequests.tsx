import Image from "next/image";
import Link from "@/components/ui/Link";
import { useEffect } from "react";
import { AnswerDialog } from "@/components/profile/AnswerDialog";
import { OfferButtons } from "@/components/profile/OfferButtons";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { RequestList } from "@/components/profile/RequestList";
import { type AnswerText, useRequestAnswer } from "@/components/profile/useRequestAnswer";
import { StatusPill } from "@/components/services/StatusPill";
import { Button } from "@/components/ui/Button";
import { formatDateTime, formatNumber, formatTL } from "@/lib/format";
import { SALE_METHOD_LABELS, SELL_STATUS_LABELS, SELL_STATUS_TONES } from "@/lib/sellRequests/labels";
import { MY_SELL_REQUESTS_URL, useMySellRequests } from "@/lib/sellRequests/client";
import type { SellRequestView } from "@/lib/sellRequests/types";

const TEXT: AnswerText = {
  accept: {
    title: "Teklifi kabul et",
    confirm: "Kabul Ediyorum",
    done: "Teklifi kabul ettiniz. Teslim randevusu için sizi arayacağız.",
  },
  decline: { title: "Teklifi reddet", confirm: "Reddediyorum", done: "Teklifi reddettiniz." },
  withdraw: { title: "Talebi geri çek", confirm: "Evet, geri çek", done: "Satış başvurunuzu geri çektiniz." },
};

const cardId = (id: number) => `satis-talebi-${id}`;

/** "Satış Taleplerim": the owner's Borsa'da Sat applications, their state and our offer to answer. */
export function MySellRequests({
  reloadKey = 0,
  emptyText = "Henüz bir satış başvurunuz yok.",
}: {
  reloadKey?: number;
  emptyText?: string;
}) {
  const { items, error, mutate, reload } = useMySellRequests();
  // A request just sent from the form on the same page.
  useEffect(() => {
    if (reloadKey) void reload();
  }, [reloadKey, reload]);
  const { answer, setAnswer, busy, confirm } = useRequestAnswer<SellRequestView>({
    url: MY_SELL_REQUESTS_URL,
    mutate,
    cardId,
    text: TEXT,
    withdrawError: "Başvurunuz geri çekilemedi.",
  });

  return (
    <ProfileSection
      title="Satış Taleplerim"
      id="satis-taleplerim"
      action={
        <Link
          href="/borsadasat"
          className="whitespace-nowrap text-sm font-semibold text-brand-800 hover:text-brand-700"
        >
          Yeni başvuru
        </Link>
      }
    >
      <RequestList
        items={items}
        error={error}
        loadingLabel="Satış talepleriniz yükleniyor"
        empty={
          <>
            {emptyText}{" "}
            <Link href="/borsadasat" className="font-semibold text-brand-800 underline">
              Borsa&apos;da Sat
            </Link>{" "}
            ile ücretsiz teklif alabilirsiniz.
          </>
        }
        cardId={cardId}
        itemLabel={(id) => `Satış talebi ${id}`}
      >
        {(r) => (
          <>
            <div className="flex gap-3">
              <div className="relative h-12 w-16 flex-none overflow-hidden rounded-lg bg-neutral-900 sm:h-16 sm:w-20">
                {r.photos[0] && <Image src={r.photos[0]} alt="" fill sizes="80px" className="object-cover" />}
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p className="font-semibold">
                    {r.year} {r.brand} {r.model}
                  </p>
                  <StatusPill tone={r.offer?.expired ? "neutral" : SELL_STATUS_TONES[r.status]}>
                    {r.offer?.expired ? "Teklifin süresi doldu" : SELL_STATUS_LABELS[r.status]}
                  </StatusPill>
                </div>
                <p className="text-sm text-neutral-600">
                  No. {r.id} · {r.city} · {formatNumber(r.km)} km · Beklenen {formatTL(r.expectedPrice)} ·{" "}
                  {formatDateTime(r.createdAt)}
                </p>
                {r.status === "rejected" && r.rejectReason && (
                  <p className="mt-1 text-sm text-red-700">Gerekçe: {r.rejectReason}</p>
                )}
                {r.status === "withdrawn" && (
                  <p className="mt-1 text-sm text-neutral-600">Bu başvuruyu geri çektiniz.</p>
                )}
                {r.status === "listed" && r.listedAuctionId && (
                  <Link
                    href={`/ihaleler/${r.listedAuctionId}`}
                    className="mt-1 inline-block text-sm font-semibold text-brand-800 underline"
                  >
                    İhaleyi görüntüle
                  </Link>
                )}
                {r.status === "listed" && r.listedListingId && (
                  <Link
                    href={`/hemenal/${r.listedListingId}`}
                    className="mt-1 inline-block text-sm font-semibold text-brand-800 underline"
                  >
                    İlanı görüntüle
                  </Link>
                )}
              </div>
            </div>
            {r.offer && (
              <div
                className={`mt-3 rounded-xl p-3 text-sm sm:ml-[92px] ${r.status === "offer_made" && !r.offer.expired ? "bg-brand-50 ring-1 ring-brand-500/30" : "bg-neutral-50 ring-1 ring-neutral-200"}`}
              >
                <OfferSummary offer={r.offer} />
                {r.offer.note && <p className="mt-1 whitespace-pre-line text-neutral-700">{r.offer.note}</p>}
                {r.status === "offer_made" && (
                  <p className="mt-1 text-xs text-neutral-600">
                    {r.offer.expired
                      ? "Geçerlilik süresi doldu"
                      : `Son geçerlilik: ${formatDateTime(r.offer.expiresAt)}`}
                  </p>
                )}
                <OfferButtons actions={r.actions} onAnswer={(kind) => setAnswer({ kind, request: r })} />
              </div>
            )}
            {r.actions.includes("withdraw") && (
              <div className="mt-3 sm:ml-[92px]">
                <Button size="sm" variant="secondary" onClick={() => setAnswer({ kind: "withdraw", request: r })}>
                  Talebi geri çek
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
              {answer.request.year} {answer.request.brand} {answer.request.model} (No. {answer.request.id}) için
              yaptığınız başvuruyu geri çekmek istiyor musunuz?
            </p>
            <p className="mt-2 text-sm text-neutral-600">
              {answer.request.offer
                ? "Başvurunuz kapanır ve teklifimiz geçersiz olur. "
                : "Başvurunuz kapanır ve incelemeyi durdururuz. "}
              Bu işlem geri alınamaz; dilediğiniz zaman yeniden başvurabilirsiniz.
            </p>
          </>
        )}
        {answer && answer.kind !== "withdraw" && (
          <>
            <p>
              {answer.request.year} {answer.request.brand} {answer.request.model} için teklifimiz:
            </p>
            {answer.request.offer && (
              <div className="mt-2 rounded-xl bg-neutral-50 p-3 text-sm ring-1 ring-neutral-200">
                <OfferSummary offer={answer.request.offer} />
              </div>
            )}
            <p className="mt-2 text-sm text-neutral-600">
              {answer.kind === "accept"
                ? "Kabul ettiğinizde aracınızı teslim almak için sizinle randevu planlarız. Ekspertizde beyan edilmemiş önemli bir kusur çıkarsa teklifimizi güncelleriz."
                : "Reddettiğinizde başvurunuz kapanır ve hiçbir ücret ödemezsiniz; dilediğiniz zaman yeniden başvurabilirsiniz."}
            </p>
          </>
        )}
      </AnswerDialog>
    </ProfileSection>
  );
}

/**
 * What we offer, as /kurumsal/teklifal promises it: for an auction the starting price and the reserve
 * below which we do not sell (buyers never see it), for Hemen Al the one fixed price.
 */
function OfferSummary({ offer }: { offer: NonNullable<SellRequestView["offer"]> }) {
  if (offer.method === "buy_now") {
    return (
      <p>
        Teklifimiz: <strong className="text-base tabular-nums text-neutral-950">{formatTL(offer.price)}</strong> · Hemen
        Al fiyatı
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
      <dt className="text-neutral-600">Satış yöntemi</dt>
      <dd className="font-medium text-neutral-950">{offer.method ? SALE_METHOD_LABELS[offer.method] : "İhale"}</dd>
      <dt className="text-neutral-600">Başlangıç fiyatı</dt>
      <dd className="text-base font-bold tabular-nums text-neutral-950">{formatTL(offer.price)}</dd>
      {offer.reservePrice !== null && (
        <>
          <dt className="text-neutral-600">Rezerv fiyat</dt>
          <dd className="font-bold tabular-nums text-neutral-950">
            {formatTL(offer.reservePrice)}{" "}
            <span className="text-xs font-normal text-neutral-600">(altında satılmaz; alıcılar görmez)</span>
          </dd>
        </>
      )}
    </dl>
  );
}
