import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { useState } from "react";
import toast from "react-hot-toast";
import { availableProvision, useSession } from "@/components/session/SessionProvider";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { Icon } from "@/components/ui/Icon";
import { EmailVerificationNotice, emailUnverifiedRefusal } from "@/components/accounts/EmailVerificationNotice";
import { emailUnverifiedMessage } from "@/lib/accounts/labels";
import { RULES } from "@/lib/content/rules";
import type { BuyResult, ListingDetail, ListingViewer } from "@/lib/buyNow/types";
import { errorMessage } from "@/lib/errors";
import { formatTL } from "@/lib/format";
import { http } from "@/lib/http";

/**
 * The "Hemen Al" action. Shows exactly what the server checks (the deposit against the available
 * provision) and asks for a confirmation naming the price before anything is bought.
 */
export function BuyPanel({
  listing,
  viewer,
  onBought,
  onRefused,
}: {
  listing: ListingDetail;
  viewer: ListingViewer | null;
  onBought: (result: BuyResult) => void;
  onRefused: () => void;
}) {
  const router = useRouter();
  const { user, loading, refresh } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The server's "verify your e-mail first", which the session may not know yet. */
  const [unverified, setUnverified] = useState<string | null>(null);

  if (viewer?.myOrderId) {
    return (
      <p
        className="flex items-start gap-2 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800"
        role="status"
      >
        <Icon name="check" className="mt-0.5 h-4 w-4 flex-none" />
        <span>
          Bu aracı satın aldınız (sipariş no: {viewer.myOrderId}). Ödeme bilgileri ve son ödeme tarihi:{" "}
          <Link href="/profil#siparislerim" className="underline">
            Siparişlerim
          </Link>
        </span>
      </p>
    );
  }

  const errorNote = error && (
    <p
      className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-600/20"
      role="alert"
    >
      <Icon name="alert" className="mt-0.5 h-4 w-4 flex-none" />
      {error}
    </p>
  );

  if (listing.status !== "on_sale") {
    // After a refused purchase the reason stays above the state that explains it.
    return (
      <div className="space-y-3">
        {errorNote}
        <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200" role="status">
          {listing.status === "reserved"
            ? "Bu araç başka bir alıcı için ayrıldı. Sipariş iptal olursa yeniden satışa açılır."
            : listing.status === "sold"
              ? "Bu araç satıldı."
              : "Bu ilan satıştan kaldırıldı."}
        </p>
      </div>
    );
  }

  if (loading) return <div className="h-24 animate-pulse rounded-xl bg-neutral-100" aria-hidden="true" />;

  if (!user) {
    const returnUrl = encodeURIComponent(router.asPath);
    return (
      <div className="rounded-xl bg-neutral-50 p-5 text-center ring-1 ring-neutral-200">
        <p className="font-semibold">Satın almak için giriş yapın.</p>
        <p className="mt-1 text-sm text-neutral-600">Hesabınız yoksa birkaç dakikada üye olabilirsiniz.</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <ButtonLink href={`/giris?returnUrl=${returnUrl}`}>Giriş Yap ve Satın Al</ButtonLink>
          <ButtonLink href="/kayit" variant="secondary">
            Kayıt Ol
          </ButtonLink>
        </div>
      </div>
    );
  }

  if (viewer?.isSeller)
    return (
      <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200">
        Bu araç size ait; kendi ilanınızı satın alamazsınız.
      </p>
    );
  // The server refuses staff purchases with a 403, which would also sign the person out (PRODUCT §12.3): say it here instead.
  if (viewer?.isStaff)
    return (
      <p className="rounded-xl bg-neutral-50 p-4 text-sm text-neutral-700 ring-1 ring-neutral-200" role="status">
        Personel hesaplarıyla satın alma yapılamaz: satışları yöneten personelin ilanları satın alması üyelik sözleşmesi
        gereği yasaktır.
      </p>
    );

  const available = availableProvision(user);
  const missing = Math.max(0, listing.deposit - available);

  const buy = async () => {
    setError(null);
    setSending(true);
    try {
      const result = await http.post<BuyResult>(`/api/listings/${listing.id}/buy`, { price: listing.price });
      setConfirming(false);
      onBought(result);
      toast.success("Satın alma tamamlandı. Siparişiniz ödeme bekliyor.");
      setUnverified(null);
      await refresh();
    } catch (err) {
      setConfirming(false);
      const refusal = emailUnverifiedRefusal(err);
      setUnverified(refusal);
      setError(refusal ? null : errorMessage(err));
      // Someone else may have bought it (or the price changed): show the listing as it is now.
      onRefused();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-4">
      <dl className="space-y-1.5 rounded-lg bg-neutral-50 p-3 text-sm ring-1 ring-neutral-200">
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">Gereken teminat (provizyon)</dt>
          <dd className="font-semibold tabular-nums">{formatTL(listing.deposit)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-neutral-600">Kullanılabilir provizyonunuz</dt>
          <dd className="font-semibold tabular-nums" data-testid="available-provision">
            {formatTL(available)}
          </dd>
        </div>
      </dl>
      {missing > 0 && (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/20" role="alert">
          <p className="font-semibold">Provizyonunuz yetersiz: {formatTL(missing)} eksik.</p>
          <p className="mt-1">
            Bu araç için {formatTL(listing.deposit)} kullanılabilir provizyon gerekiyor.{" "}
            <Link href="/profil/provizyon" className="font-semibold underline">
              Provizyon ekleyin
            </Link>
          </p>
        </div>
      )}
      {errorNote}
      {(unverified || !user.emailVerified) && (
        <EmailVerificationNotice message={unverified ?? emailUnverifiedMessage("buy")} />
      )}
      <Button size="lg" className="w-full" disabled={missing > 0} onClick={() => setConfirming(true)}>
        <Icon name="cart" className="h-5 w-5" />
        Hemen Al
      </Button>

      <Dialog
        open={confirming}
        title="Satın almayı onaylayın"
        onClose={() => !sending && setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={sending}>
              Vazgeç
            </Button>
            <Button onClick={() => void buy()} loading={sending}>
              Satın almayı onayla
            </Button>
          </>
        }
      >
        <p className="text-sm">
          <strong>{listing.title}</strong> aracını satın almak üzeresiniz.
        </p>
        <dl className="mt-4 space-y-1.5 text-sm">
          <div className="flex justify-between gap-4">
            <dt>Araç bedeli</dt>
            <dd className="font-semibold tabular-nums">{formatTL(listing.price)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Alıcı hizmet bedeli</dt>
            <dd className="font-semibold tabular-nums">{formatTL(listing.commission)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-neutral-200 pt-1.5">
            <dt className="font-semibold">Ödenecek toplam</dt>
            <dd className="font-bold tabular-nums">{formatTL(listing.price + listing.commission)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-xs leading-relaxed text-neutral-600">
          Onayladığınızda ilan sizin adınıza ayrılır, {formatTL(listing.deposit)} provizyonunuz sipariş sonuçlanana
          kadar bloke edilir ve siparişiniz “Ödeme bekleniyor” durumunda oluşur. Ödemeyi {RULES.paymentDays} iş günü
          içinde yapmanız gerekir.
        </p>
      </Dialog>
    </div>
  );
}
