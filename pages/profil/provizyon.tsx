import { BackToProfile } from "@/components/profile/BackToProfile";
import { ProvisionAside } from "@/components/deposits/ProvisionAside";
import { ProvisionBalanceCards } from "@/components/deposits/ProvisionBalanceCards";
import { ProvisionRequestForm } from "@/components/deposits/ProvisionRequestForm";
import { ProvisionRequestList } from "@/components/deposits/ProvisionRequestList";
import { TransferInstructions } from "@/components/deposits/TransferInstructions";
import { WithdrawalSection } from "@/components/deposits/WithdrawalSection";
import { useProvisionPage } from "@/components/deposits/useProvisionPage";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { ProvisionMovements } from "@/components/profile/ProvisionMovements";
import { Seo } from "@/components/Seo";
import { PageHeader } from "@/components/ui/PageHeader";
import { LoadingBlock } from "@/components/ui/Spinner";

export default function ProvisionPage() {
  const page = useProvisionPage();
  const { user, data } = page;

  if (page.loading || !user) {
    return (
      <>
        <Seo
          title="Provizyon Ekle"
          description="MotoBorsa provizyon bakiyenizi görüntüleyin ve havale/EFT ile provizyon ekleyin."
          noindex
        />
        {/* Screen-high, so the page arriving pushes nothing visible down (as on /profil). */}
        <div className="min-h-screen">
          <LoadingBlock />
        </div>
      </>
    );
  }

  const balance = data?.balance ?? {
    total: user.provision.total,
    blocked: user.provision.blocked,
    available: Math.max(0, user.provision.total - user.provision.blocked),
  };
  const bank = data?.bankAccount;

  return (
    <>
      <Seo
        title="Provizyon Ekle"
        description="MotoBorsa provizyon bakiyenizi görüntüleyin ve havale/EFT ile provizyon ekleyin."
        noindex
      />
      <PageHeader title="Provizyon" text="İhalelere teklif verebilmek ve hemen alabilmek için provizyon bakiyeniz.">
        <BackToProfile />
      </PageHeader>

      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 lg:py-10">
        <ProvisionBalanceCards balance={balance} />

        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
          <ProfileSection title="Provizyon Ekle">
            {page.created ? (
              <TransferInstructions request={page.created} bank={bank} onDone={page.clearCreated} />
            ) : (
              <ProvisionRequestForm
                amountText={page.amountText}
                amountError={page.amountError}
                submitting={page.submitting}
                onAmountChange={page.setAmountText}
                onChooseAmount={page.chooseAmount}
                onSubmit={page.submit}
              />
            )}
          </ProfileSection>
          <ProvisionAside bank={bank} />
        </div>

        <ProfileSection title="Hesap Hareketleri" id="hesap-hareketleri">
          <ProvisionMovements entries={data?.entries ?? null} />
        </ProfileSection>

        <ProfileSection title="Provizyon Çek" id="provizyon-cek">
          <WithdrawalSection
            available={balance.available}
            ownerName={`${user.name} ${user.lastName}`}
            account={{ uid: user.uid, email: user.email }}
            onChanged={page.load}
          />
        </ProfileSection>

        <ProfileSection title="Provizyon Taleplerim">
          <ProvisionRequestList requests={page.requests} onChanged={page.load} />
        </ProfileSection>
      </div>
    </>
  );
}
