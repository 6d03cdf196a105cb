import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import type { ManagementUser } from "@/lib/staff/rules";
import { RightsFields } from "@/components/staff/management/RightsFields";
import type { useStaffActions } from "@/components/staff/management/useStaffActions";

/** Makes an existing Firebase account with a verified e-mail a staff member. */
export function AddStaffForm({
  actions,
  actor,
}: {
  actions: ReturnType<typeof useStaffActions>;
  actor: ManagementUser | null;
}) {
  const { adding, setAdding } = actions;
  return (
    <section
      aria-labelledby="personel-ekle"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-6"
    >
      <h2 id="personel-ekle" className="text-lg font-bold">
        Personel ekle
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        Kişinin e-posta adresini doğrulamış bir hesabı olmalıdır; e-posta adresini yazın ve vereceğiniz yetkileri seçin.
      </p>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void actions.add();
        }}
      >
        <div className="max-w-md">
          <TextField
            label="E-posta"
            type="email"
            autoComplete="off"
            value={adding.email}
            onChange={(e) => setAdding({ ...adding, email: e.target.value })}
            error={actions.addError ?? undefined}
          />
        </div>
        <RightsFields
          idPrefix="yeni"
          value={adding.rights}
          onChange={(rights) => setAdding({ ...adding, rights })}
          actor={actor}
        />
        <Button type="submit" loading={actions.busy}>
          Personel ekle
        </Button>
      </form>
    </section>
  );
}
