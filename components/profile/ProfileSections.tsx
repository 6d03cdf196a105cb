import { MyBids } from "@/components/auctions/MyBids";
import { MyWins } from "@/components/auctions/MyWins";
import { MyOrders } from "@/components/buyNow/MyOrders";
import { AccountSecurity } from "@/components/profile/AccountSecurity";
import { IdentitySection } from "@/components/identity/IdentitySection";
import { ProfileForm } from "@/components/profile/ProfileForm";
import { ProfileSection } from "@/components/profile/ProfileSection";
import type { CurrentUser } from "@/lib/accounts/types";
import { MySellRequests } from "@/components/sell/MySellRequests";
import { MyTransportRequests } from "@/components/transport/MyTransportRequests";
import { MyDocuments } from "@/components/invoices/MyDocuments";
import { MyAuctionOffers } from "@/components/offers/MyAuctionOffers";
import { ReceivedOffers } from "@/components/offers/ReceivedOffers";

/**
 * The sections of /profil. The page loads them once the user is known (never on the server, where
 * it shows a spinner), so their code is not part of the page's first-load JavaScript.
 */
export function ProfileSections({ user, onSaved }: { user: CurrentUser; onSaved: () => Promise<unknown> }) {
  return (
    <div className="min-w-0 space-y-6">
      <ProfileSection title="Profil Bilgileri">
        <ProfileForm user={user} onSaved={onSaved} />
      </ProfileSection>
      <IdentitySection />
      <ProfileSection title="Hesap Güvenliği" id="hesap-guvenligi">
        <AccountSecurity user={user} />
      </ProfileSection>
      <MyAuctionOffers />
      <MyBids />
      <MyWins />
      <MyOrders />
      <MySellRequests />
      <ReceivedOffers />
      <MyTransportRequests />
      <MyDocuments />
      {/* Further account sections (bids, won auctions, orders…) are added here, one line each, as <ProfileSection>s. */}
    </div>
  );
}
