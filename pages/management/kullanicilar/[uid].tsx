import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { AUDIT_COLUMNS, AuditEntryRow } from "@/components/audit/AuditEntryRow";
import { UserConsents } from "@/components/consents/UserConsents";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { ColumnsTable } from "@/components/management/ManagementTable";
import { stackedTable } from "@/components/management/stackedTable";
import { Seo } from "@/components/Seo";
import { LoadingBlock } from "@/components/ui/Spinner";
import { DetailSection } from "@/components/users/management/DetailSection";
import { SuspensionDialog } from "@/components/users/management/SuspensionDialog";
import { UserActivity } from "@/components/users/management/UserActivity";
import { UserHeader } from "@/components/users/management/UserHeader";
import { TradingBanLift } from "@/components/offers/TradingBanLift";
import { UserLedger } from "@/components/users/management/UserLedger";
import { UserNotes } from "@/components/users/management/UserNotes";
import { useUserActions, useUserNote } from "@/components/users/management/useUserActions";
import { consentTexts } from "@/lib/consents/labels";
import { useManagedUser } from "@/lib/users/client";
import { UserKvkkRequests } from "@/components/kvkk/management/UserKvkkRequests";
import type { PageWithLayout } from "@/pages/_app";

const ManagementUserPage: PageWithLayout = () => {
  const router = useRouter();
  const uid = router.isReady && typeof router.query.uid === "string" ? router.query.uid : null;
  const { data, error, reload } = useManagedUser(uid);
  const actions = useUserActions(uid ?? "", reload);
  const note = useUserNote(uid ?? "", reload);

  return (
    <>
      <Seo
        title={data ? `${data.user.name} ${data.user.lastName}` : "Kullanıcı"}
        description="Kullanıcının hesabı ve hareketleri."
        noindex
      />
      <nav aria-label="Sayfa yolu" className="mb-4 text-sm">
        <Link href="/management/kullanicilar" className="text-brand-800 underline underline-offset-2">
          ← Kullanıcılar
        </Link>
      </nav>
      {!data ? (
        error ? (
          <p className="rounded-2xl bg-white p-6 text-neutral-700 shadow-sm ring-1 ring-neutral-200">
            Kullanıcı yüklenemedi veya bulunamadı.
          </p>
        ) : (
          <LoadingBlock />
        )
      ) : (
        <div className="space-y-6">
          <UserHeader detail={data} onAction={actions.open} />
          <TradingBanLift
            uid={data.user.uid}
            ban={data.tradingBan}
            canLift={data.actions.includes("lift_trading_ban")}
            onSaved={reload}
          />
          <DetailSection
            id="provizyon-hareketleri"
            title="Provizyon hareketleri"
            count={data.ledger.length}
            empty="Provizyon hareketi yok."
          >
            <UserLedger entries={data.ledger} />
          </DetailSection>
          <UserActivity detail={data} />
          <DetailSection
            id="onaylar"
            title={consentTexts.staffTitle}
            count={data.consents.length}
            empty={consentTexts.staffEmpty}
          >
            <UserConsents records={data.consents} />
          </DetailSection>
          <UserKvkkRequests uid={data.user.uid} />
          <DetailSection id="notlar" title="Personel notları" count={data.notes.length}>
            <UserNotes notes={data.notes} form={data.actions.includes("note") ? note : null} />
          </DetailSection>
          <DetailSection
            id="denetim"
            title="Denetim kaydı"
            count={data.audit.length}
            empty="Bu kullanıcıyla ilgili personel işlemi yok."
          >
            <ColumnsTable className={stackedTable("md:min-w-[800px]")} columns={AUDIT_COLUMNS} compact>
              {data.audit.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </ColumnsTable>
          </DetailSection>
          <SuspensionDialog actions={actions} name={`${data.user.name} ${data.user.lastName}`} />
        </div>
      )}
    </>
  );
};

ManagementUserPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementUserPage;
