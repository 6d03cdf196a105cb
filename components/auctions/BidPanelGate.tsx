import { useRouter } from "next/router";
import { ButtonLink } from "@/components/ui/Button";
import type { AuctionViewer } from "@/lib/auctions/types";

/** What the bid panel shows instead of the form while the session loads. */
export function BidPanelLoading() {
  return <div className="h-40 animate-pulse rounded-xl bg-neutral-100" aria-hidden="true" />;
}

/** Signed out: sign in (coming back to this auction) or register. */
export function BidSignInPrompt() {
  const router = useRouter();
  const returnUrl = encodeURIComponent(router.asPath);
  return (
    <div className="rounded-xl bg-neutral-50 p-5 text-center ring-1 ring-neutral-200">
      <p className="font-semibold">Teklif vermek için giriş yapın.</p>
      <p className="mt-1 text-sm text-neutral-600">Hesabınız yoksa birkaç dakikada üye olabilirsiniz.</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <ButtonLink href={`/giris?returnUrl=${returnUrl}`}>Giriş Yap ve Teklif Ver</ButtonLink>
        <ButtonLink href="/kayit" variant="secondary">
          Kayıt Ol
        </ButtonLink>
      </div>
    </div>
  );
}

/** The seller's or a staff member's note in place of the form; null when the viewer may bid. */
export function BidNotAllowed({ viewer }: { viewer: AuctionViewer | null }) {
  if (viewer?.isSeller)
    return (
      <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200">
        Bu araç size ait; kendi ihalenize teklif veremezsiniz.
      </p>
    );
  // The server refuses staff bids with a 403, which would also sign the person out (SPEC §8): say it here instead.
  if (viewer?.isStaff)
    return (
      <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200" role="status">
        Personel hesaplarıyla ihalelere teklif verilemez: rezerv fiyatlarını ve ihale yönetimini gören personelin teklif
        vermesi üyelik sözleşmesi gereği yasaktır.
      </p>
    );
  return null;
}
