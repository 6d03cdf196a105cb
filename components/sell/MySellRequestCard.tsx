import Image from "next/image";
import Link from "@/components/ui/Link";
import { OfferBox } from "@/components/profile/OfferBox";
import { RequestHeading } from "@/components/profile/RequestHeading";
import { WithdrawButton } from "@/components/profile/WithdrawButton";
import type { AnswerKind } from "@/components/profile/useRequestAnswer";
import { OfferSummary } from "@/components/sell/OfferSummary";
import { OwnerQuestions } from "@/components/questions/OwnerQuestions";
import { formatDateTime, formatNumber, formatTL } from "@/lib/format";
import { SELL_STATUS_LABELS, SELL_STATUS_TONES } from "@/lib/sellRequests/labels";
import type { SellRequestView } from "@/lib/sellRequests/types";

/** One Borsa'da Sat application on the owner's list: the motorcycle, its state, our offer and the owner's answers. */
export function MySellRequestCard({
  request: r,
  answer,
}: {
  request: SellRequestView;
  answer: (kind: AnswerKind) => void;
}) {
  return (
    <>
      <div className="flex gap-3">
        <div className="relative h-12 w-16 flex-none overflow-hidden rounded-lg bg-neutral-900 sm:h-16 sm:w-20">
          {r.photos[0] && <Image src={r.photos[0]} alt="" fill sizes="80px" className="object-cover" />}
        </div>
        <div className="min-w-0 flex-1">
          <RequestHeading
            label={SELL_STATUS_LABELS[r.status]}
            tone={SELL_STATUS_TONES[r.status]}
            expired={r.offer?.expired}
          >
            {r.year} {r.brand} {r.model}
          </RequestHeading>
          <p className="text-sm text-neutral-600">
            No. {r.id} · {r.city} · {formatNumber(r.km)} km · Beklenen {formatTL(r.expectedPrice)} ·{" "}
            {formatDateTime(r.createdAt)}
          </p>
          {r.status === "rejected" && r.rejectReason && (
            <p className="mt-1 text-sm text-red-700">Gerekçe: {r.rejectReason}</p>
          )}
          {r.status === "withdrawn" && <p className="mt-1 text-sm text-neutral-600">Bu başvuruyu geri çektiniz.</p>}
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
        <OfferBox
          offer={r.offer}
          open={r.status === "offer_made"}
          actions={r.actions}
          onAnswer={answer}
          className="mt-3 sm:ml-[92px]"
        >
          <OfferSummary offer={r.offer} />
        </OfferBox>
      )}
      {r.status === "listed" && <OwnerQuestions sellRequestId={r.id} />}
      <WithdrawButton
        actions={r.actions}
        label="Talebi geri çek"
        onClick={() => answer("withdraw")}
        className="mt-3 sm:ml-[92px]"
      />
    </>
  );
}
