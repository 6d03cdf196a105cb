import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";
import type { StaffListItem } from "@/lib/staff/types";
import type { Rights } from "@/components/staff/management/RightsFields";

/** Add, edit and remove on Management › Personel; every refusal shows the server's Turkish message. */
export function useStaffActions(reload: () => Promise<void>) {
  const [adding, setAdding] = useState({ email: "", rights: { isSuper: false, roles: [] } as Rights });
  const [addError, setAddError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ member: StaffListItem; rights: Rights } | null>(null);
  const [removing, setRemoving] = useState<StaffListItem | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string, onError: (message: string) => void) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      await reload();
      return true;
    } catch (e) {
      onError(errorMessage(e, "İşlem yapılamadı."));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    setAddError(null);
    if (!/^\S+@\S+\.\S+$/.test(adding.email.trim())) {
      setAddError("Geçerli bir e-posta adresi girin.");
      return;
    }
    const ok = await run(
      () => http.post("/api/management/staff", { email: adding.email.trim(), ...adding.rights }),
      "Personel eklendi.",
      setAddError,
    );
    if (ok) setAdding({ email: "", rights: { isSuper: false, roles: [] } });
  };

  const saveEdit = async () => {
    if (!editing) return;
    setDialogError(null);
    const ok = await run(
      () => http.put(`/api/management/staff/${encodeURIComponent(editing.member.uid)}`, editing.rights),
      "Yetkiler güncellendi.",
      setDialogError,
    );
    if (ok) setEditing(null);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setDialogError(null);
    const ok = await run(
      () => http.delete(`/api/management/staff/${encodeURIComponent(removing.uid)}`),
      "Personel kaldırıldı.",
      setDialogError,
    );
    if (ok) setRemoving(null);
  };

  return {
    adding,
    setAdding,
    addError,
    add,
    editing,
    edit: (member: StaffListItem) => {
      setDialogError(null);
      setEditing({ member, rights: { isSuper: member.isSuper, roles: member.roles as Rights["roles"] } });
    },
    setEditRights: (rights: Rights) => setEditing((e) => (e ? { ...e, rights } : e)),
    saveEdit,
    removing,
    remove: (member: StaffListItem) => {
      setDialogError(null);
      setRemoving(member);
    },
    confirmRemove,
    closeDialogs: () => {
      if (busy) return;
      setEditing(null);
      setRemoving(null);
    },
    dialogError,
    busy,
  };
}
