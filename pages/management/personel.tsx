import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { ManagementTable, type Column } from "@/components/management/ManagementTable";
import { useManagement } from "@/components/management/ManagementProvider";
import { stackedTable } from "@/components/management/stackedTable";
import { Seo } from "@/components/Seo";
import { AddStaffForm } from "@/components/staff/management/AddStaffForm";
import { RightsFields } from "@/components/staff/management/RightsFields";
import { StaffRow } from "@/components/staff/management/StaffRow";
import { useStaffActions } from "@/components/staff/management/useStaffActions";
import { useStaffList } from "@/lib/staff/client";
import type { PageWithLayout } from "@/pages/_app";

const COLUMNS: Column[] = [
  { label: "Personel" },
  { label: "Yetkiler" },
  { label: "Eklenme" },
  { label: "İşlem", align: "right" },
];

const ManagementStaffPage: PageWithLayout = () => {
  const { staff } = useManagement();
  const { data, loading, reload } = useStaffList();
  const actions = useStaffActions(reload);
  const editingName = actions.editing ? actions.editing.member.displayName || actions.editing.member.email : "";
  const removingName = actions.removing ? actions.removing.displayName || actions.removing.email : "";

  return (
    <>
      <Seo title="Personel" description="Personel ve yetkileri." noindex />
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight">Personel</h1>
        <p className="text-sm text-neutral-600">
          Yetki değişikliği personelin bir sonraki işleminde geçerli olur. Kimse kendi yetkilerini değiştiremez; son
          süper yönetici kaldırılamaz. Her değişiklik denetim kaydına yazılır.
        </p>
      </div>
      <div className="space-y-6">
        <section aria-label="Personel listesi" className="rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
          <ManagementTable
            items={data?.items}
            loading={loading}
            empty="Personel yok."
            tableClassName={stackedTable("md:min-w-[860px]")}
            columns={COLUMNS}
          >
            {(m) => (
              <StaffRow key={m.uid} member={m} onEdit={() => actions.edit(m)} onRemove={() => actions.remove(m)} />
            )}
          </ManagementTable>
        </section>
        <AddStaffForm actions={actions} actor={staff ?? null} />
      </div>

      <ConfirmDialog
        open={actions.editing !== null}
        title={`${editingName}: yetkiler`}
        confirmLabel="Kaydet"
        busy={actions.busy}
        onConfirm={() => void actions.saveEdit()}
        onCancel={actions.closeDialogs}
      >
        {actions.editing && (
          <RightsFields
            idPrefix="duzenle"
            value={actions.editing.rights}
            onChange={actions.setEditRights}
            actor={staff ?? null}
            before={actions.editing.member.roles}
          />
        )}
        {actions.dialogError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {actions.dialogError}
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={actions.removing !== null}
        title="Personelden çıkar"
        confirmLabel="Kaldır"
        variant="danger"
        busy={actions.busy}
        onConfirm={() => void actions.confirmRemove()}
        onCancel={actions.closeDialogs}
      >
        <p className="text-sm">{removingName} yönetim paneline artık giremez. Geçmiş denetim kayıtları adıyla kalır.</p>
        {actions.dialogError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {actions.dialogError}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
};

ManagementStaffPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementStaffPage;
