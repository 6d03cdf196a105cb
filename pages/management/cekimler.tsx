import { StaffWithdrawalRow } from "@/components/deposits/management/StaffWithdrawalRow";
import { useWithdrawalDecision } from "@/components/deposits/management/useWithdrawalDecision";
import { WithdrawalDecisionDialog } from "@/components/deposits/management/WithdrawalDecisionDialog";
import { ExportPanel } from "@/components/management/exports/ExportPanel";
import {
  moneyQueue,
  moneyQueueEmptyTitle,
  useMoneyQueueList,
} from "@/components/deposits/management/moneyQueueFilters";
import { ManagedListPage } from "@/components/management/ManagedListPage";
import { dualControlLabels } from "@/lib/deposits/labels";
import { useManagedWithdrawals } from "@/lib/withdrawals/client";

const QUEUE = moneyQueue({ slug: "paid", legacy: "odenen", label: "Ödenen" });

/** Finance: users' provision withdrawals to their IBANs, paid or rejected here. */
export default function ManagementWithdrawalsPage() {
  const list = useMoneyQueueList("/management/cekimler", useManagedWithdrawals, QUEUE);
  const { filter, q } = list;
  const decision = useWithdrawalDecision(list.load);

  return (
    <ManagedListPage
      list={list}
      filters={QUEUE.filters}
      tabs="grid"
      title="Çekim Talepleri"
      seoDescription="Provizyon çekim taleplerini ödeyin veya reddedin."
      intro={
        <>
          {
            "Havale/EFT'yi hesap sahibinin adı ve IBAN'ı kontrol ederek gönderin, ardından talebi ödendi olarak işaretleyin. Bekleyen tutarlar kullanıcının provizyonunda bloke durur. "
          }
          {dualControlLabels.withdrawalRule}
        </>
      }
      search={{ label: "Çekim ara", placeholder: "Ad soyad, e-posta veya IBAN" }}
      sectionLabel={`${filter.label} çekim talepleri`}
      loadingText="Çekim talepleri yükleniyor…"
      icon="check"
      emptyTitle={moneyQueueEmptyTitle(filter, q, {
        search: "Aramanızla eşleşen çekim talebi yok",
        pending: "Ödeme bekleyen çekim talebi yok",
        awaiting: "İkinci onay bekleyen çekim talebi yok",
        other: "Bu filtrede çekim talebi yok",
      })}
      emptyHint="Kullanıcılar provizyon sayfasından çekim talep ettiğinde burada listelenir."
      noun="talep"
      after={
        <>
          <ExportPanel kinds={["withdrawals", "ledger", "consents"]} />
          <WithdrawalDecisionDialog decision={decision} />
        </>
      }
    >
      {(row) => (
        <StaffWithdrawalRow
          key={row.id}
          row={row}
          onPay={() => decision.open({ kind: "pay", row })}
          onConfirm={() => decision.open({ kind: "confirm", row })}
          onReject={() => decision.open({ kind: "reject", row })}
        />
      )}
    </ManagedListPage>
  );
}
