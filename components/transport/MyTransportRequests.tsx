import { AnswerQuestion } from "@/components/profile/AnswerQuestion";
import { MyRequests } from "@/components/profile/MyRequests";
import { OfferBox } from "@/components/profile/OfferBox";
import { RequestHeading } from "@/components/profile/RequestHeading";
import { WithdrawButton } from "@/components/profile/WithdrawButton";
import type { AnswerText } from "@/components/profile/useRequestAnswer";
import { formatTL } from "@/lib/format";
import { formatDay, TRANSPORT_STATUS_LABELS, TRANSPORT_STATUS_TONES } from "@/lib/transportRequests/labels";
import { MY_TRANSPORT_REQUESTS_URL, useMyTransportRequests } from "@/lib/transportRequests/client";

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
  return (
    <MyRequests
      title="Nakliye Taleplerim"
      id="nakliye-taleplerim"
      newLink={{ href: "/nakliye", label: "Yeni talep" }}
      list={useMyTransportRequests()}
      reloadKey={reloadKey}
      answers={{ url: MY_TRANSPORT_REQUESTS_URL, text: TEXT, withdrawError: "Talebiniz iptal edilemedi." }}
      loadingLabel="Nakliye talepleriniz yükleniyor"
      empty="Henüz bir nakliye talebiniz yok."
      cardId={cardId}
      itemLabel={(id) => `Nakliye talebi ${id}`}
      question={({ kind, request: r }) =>
        kind === "withdraw" ? (
          <AnswerQuestion
            lead={`${r.fromCity} / ${r.fromDistrict} → ${r.toCity} / ${r.toDistrict} nakliye talebinizi (No. ${r.id}) iptal etmek istiyor musunuz?`}
            detail={`${r.quote ? "Talebiniz ücretsiz olarak kapanır ve fiyat teklifimiz geçersiz olur. " : "Talebiniz ücretsiz olarak kapanır. "}Bu işlem geri alınamaz; dilediğiniz zaman yeni talep oluşturabilirsiniz.`}
          />
        ) : (
          <AnswerQuestion
            lead={
              <>
                {r.fromCity} → {r.toCity} taşıması için <strong>{formatTL(r.quote?.price)}</strong>.
              </>
            }
            detail={
              kind === "accept"
                ? "Onayladığınızda taşıma planlanır; ücret, motosiklet alınmadan önce havale/EFT ile ödenir. Onayladığınız fiyat sonradan değişmez."
                : "Reddettiğinizde talebiniz ücretsiz olarak kapanır."
            }
          />
        )
      }
    >
      {(r, answer) => (
        <>
          <RequestHeading
            label={TRANSPORT_STATUS_LABELS[r.status]}
            tone={TRANSPORT_STATUS_TONES[r.status]}
            expired={r.quote?.expired}
          >
            {r.fromCity} / {r.fromDistrict} → {r.toCity} / {r.toDistrict}
          </RequestHeading>
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
            <OfferBox
              offer={r.quote}
              open={r.status === "quoted"}
              actions={r.actions}
              onAnswer={answer}
              className="mt-2"
            >
              <p>
                Nakliye ücreti:{" "}
                <strong className="text-base tabular-nums text-neutral-950">{formatTL(r.quote.price)}</strong>{" "}
                <span className="text-neutral-600">(KDV ve sigorta dahil)</span>
              </p>
            </OfferBox>
          )}
          {r.feePaidAt && (
            <p className="mt-1 text-sm text-neutral-700">
              Ödemeniz alındı; faturanız{" "}
              <a href="#faturalarim" className="font-medium text-brand-700 underline">
                Faturalarım ve belgelerim
              </a>{" "}
              bölümünde.
            </p>
          )}
          {r.status === "cancelled" && r.cancelReason && (
            <p className="mt-1 text-sm text-red-700">İptal nedeni: {r.cancelReason}</p>
          )}
          {r.status === "cancelled" && r.cancelledBy === "owner" && (
            <p className="mt-1 text-sm text-neutral-600">Bu talebi siz iptal ettiniz.</p>
          )}
          <WithdrawButton
            actions={r.actions}
            label="Talebi iptal et"
            onClick={() => answer("withdraw")}
            className="mt-3"
          />
        </>
      )}
    </MyRequests>
  );
}
