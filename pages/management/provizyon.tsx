import { ProvisionDecisionDialog } from "@/components/deposits/management/ProvisionDecisionDialog";
import { StaffProvisionRow } from "@/components/deposits/management/StaffProvisionRow";
import { useProvisionDecision } from "@/components/deposits/management/useProvisionDecision";
import {
  moneyQueue,
  moneyQueueEmptyTitle,
  useMoneyQueueList,
} from "@/components/deposits/management/moneyQueueFilters";
import { ManagedListPage } from "@/components/management/ManagedListPage";
import { dualControlLabels } from "@/lib/deposits/labels";
import { useProvisionRequests } from "@/lib/deposits/client";

/** Filter tabs; the choice lives in the URL so a reload or a shared link keeps it. */
const QUEUE = moneyQueue({ slug: "approved", legacy: "onaylanan", label: "Onaylanan" });

export default function ManagementProvisionPage() {
  const list = useMoneyQueueList("/management/provizyon", useProvisionRequests, QUEUE);
  const { filter, q } = list;
  const decision = useProvisionDecision(list.load);

  return (
    <ManagedListPage
      list={list}
      filters={QUEUE.filters}
      // Six tabs: two rows of a grid at 390 px, where wider tabs would push "Tümü" out of view.
      tabs="grid"
      title="Provizyon Talepleri"
      seoDescription="Provizyon taleplerini onaylayın veya reddedin."
      intro={
        <>
          Havale/EFT hesaba ulaştığında referans kodunu kontrol edip talebi onaylayın; onay tutarı kullanıcının
          bakiyesine ekler. {dualControlLabels.provisionRule}
        </>
      }
      search={{ label: "Talep ara", placeholder: "MB-… kodu, ad soyad veya e-posta" }}
      sectionLabel={`${filter.label} talepler`}
      loadingText="Talepler yükleniyor…"
      icon="check"
      emptyTitle={moneyQueueEmptyTitle(filter, q, {
        search: "Aramanızla eşleşen talep yok",
        pending: "Onay bekleyen talep yok",
        awaiting: "İkinci onay bekleyen talep yok",
        other: "Bu filtrede talep yok",
      })}
      emptyHint="Yeni talepler geldiğinde burada listelenir."
      noun="talep"
      after={<ProvisionDecisionDialog decision={decision} />}
    >
      {(row) => (
        <StaffProvisionRow
          key={row.id}
          row={row}
          onApprove={() => decision.open({ kind: "approve", row })}
          onConfirm={() => decision.open({ kind: "confirm", row })}
          onReject={() => decision.open({ kind: "reject", row })}
        />
      )}
    </ManagedListPage>
  );
}
