import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { availableProvision, useSession } from "@/components/session/SessionProvider";
import { Button } from "@/components/ui/Button";
import { BuyConfirmDialog } from "@/components/buyNow/BuyConfirmDialog";
import { DepositCheck } from "@/components/deposits/DepositCheck";
import { SignInPrompt } from "@/components/session/SignInPrompt";
import { BoughtNotice } from "@/components/buyNow/BoughtNotice";
import { BuyPanelPlaceholder } from "@/components/buyNow/BuyPanelPlaceholder";
import { ListingStatusNote } from "@/components/buyNow/ListingStatusNote";
import { Icon } from "@/components/ui/Icon";
import { ErrorAlert } from "@/components/ui/ErrorAlert";
import { EmailVerificationNotice } from "@/components/accounts/EmailVerificationNotice";
import { useAccountRefusals } from "@/components/accounts/useAccountRefusals";
import { IdentityRequiredNotice } from "@/components/identity/IdentityRequiredNotice";
import { emailUnverifiedMessage } from "@/lib/accounts/labels";
import type { BuyResult, ListingDetail, ListingViewer } from "@/lib/buyNow/types";
import { errorMessage } from "@/lib/errors";
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
  const { user, loading, refresh } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { unverified, identityNeeded, noteRefusal, clearRefusals } = useAccountRefusals();

  if (viewer?.myOrderId) return <BoughtNotice orderId={viewer.myOrderId} />;

  const errorNote = identityNeeded ? (
    <IdentityRequiredNotice message={identityNeeded} />
  ) : (
    <ErrorAlert message={error} />
  );

  // After a refused purchase the reason stays above the state that explains it.
  if (listing.status !== "on_sale") return <ListingStatusNote status={listing.status}>{errorNote}</ListingStatusNote>;

  if (loading) return <BuyPanelPlaceholder />;

  if (!user) return <SignInPrompt title="Satın almak için giriş yapın." action="Giriş Yap ve Satın Al" />;

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
      clearRefusals();
      await refresh();
    } catch (err) {
      setConfirming(false);
      setError(noteRefusal(err) ? null : errorMessage(err));
      // Someone else may have bought it (or the price changed): show the listing as it is now.
      onRefused();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-4">
      <DepositCheck needed={listing.deposit} available={available} missing={missing} subject="Bu araç için" />
      {errorNote}
      {(unverified || !user.emailVerified) && (
        <EmailVerificationNotice message={unverified ?? emailUnverifiedMessage("buy")} />
      )}
      <Button size="lg" className="w-full" disabled={missing > 0} onClick={() => setConfirming(true)}>
        <Icon name="cart" className="h-5 w-5" />
        Hemen Al
      </Button>

      <BuyConfirmDialog
        listing={listing}
        open={confirming}
        sending={sending}
        onConfirm={() => void buy()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
