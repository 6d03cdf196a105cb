import Link from "@/components/ui/Link";
import { AnswerQuestion } from "@/components/profile/AnswerQuestion";
import { MyRequests } from "@/components/profile/MyRequests";
import type { AnswerText } from "@/components/profile/useRequestAnswer";
import { OfferSummary } from "@/components/sell/OfferSummary";
import { MySellRequestCard } from "@/components/sell/MySellRequestCard";
import { MY_SELL_REQUESTS_URL, useMySellRequests } from "@/lib/sellRequests/client";

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
  return (
    <MyRequests
      title="Satış Taleplerim"
      id="satis-taleplerim"
      newLink={{ href: "/borsadasat", label: "Yeni başvuru" }}
      list={useMySellRequests()}
      reloadKey={reloadKey}
      answers={{ url: MY_SELL_REQUESTS_URL, text: TEXT, withdrawError: "Başvurunuz geri çekilemedi." }}
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
      question={({ kind, request: r }) =>
        kind === "withdraw" ? (
          <AnswerQuestion
            lead={`${r.year} ${r.brand} ${r.model} (No. ${r.id}) için yaptığınız başvuruyu geri çekmek istiyor musunuz?`}
            detail={`${r.offer ? "Başvurunuz kapanır ve teklifimiz geçersiz olur. " : "Başvurunuz kapanır ve incelemeyi durdururuz. "}Bu işlem geri alınamaz; dilediğiniz zaman yeniden başvurabilirsiniz.`}
          />
        ) : (
          <AnswerQuestion
            lead={`${r.year} ${r.brand} ${r.model} için teklifimiz:`}
            detail={
              kind === "accept"
                ? "Kabul ettiğinizde aracınızı teslim almak için sizinle randevu planlarız. Ekspertizde beyan edilmemiş önemli bir kusur çıkarsa teklifimizi güncelleriz."
                : "Reddettiğinizde başvurunuz kapanır ve hiçbir ücret ödemezsiniz; dilediğiniz zaman yeniden başvurabilirsiniz."
            }
          >
            {r.offer && (
              <div className="mt-2 rounded-xl bg-neutral-50 p-3 text-sm ring-1 ring-neutral-200">
                <OfferSummary offer={r.offer} />
              </div>
            )}
          </AnswerQuestion>
        )
      }
    >
      {(r, answer) => <MySellRequestCard request={r} answer={answer} />}
    </MyRequests>
  );
}
