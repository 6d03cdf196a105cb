import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import type { BlogPostAction } from "@/components/management/blog/BlogPostRow";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import type { ManagedBlogPost } from "@/lib/blog/types";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";

type Pending = { kind: BlogPostAction; post: ManagedBlogPost } | null;

const DIALOGS = {
  publish: {
    title: "Yazı yayınlansın mı?",
    text: "Yazı hemen /blog sayfasında görünür.",
    action: "Yayınla",
    variant: "primary",
    done: "Yazı yayınlandı.",
  },
  unpublish: {
    title: "Yayından kaldırılsın mı?",
    text: "Yazı sitede görünmez olur ve taslağa döner.",
    action: "Yayından kaldır",
    variant: "primary",
    done: "Yazı yayından kaldırıldı.",
  },
  delete: {
    title: "Yazı silinsin mi?",
    text: "Yazı kalıcı olarak silinir; bu işlem geri alınamaz.",
    action: "Evet, sil",
    variant: "danger",
    done: "Yazı silindi.",
  },
} as const;

/** The post a list button asked about, and the confirmed request; the list reloads after it either way. */
export function useBlogPostAction(reload: () => Promise<void>) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const { kind, post } = pending;
    try {
      if (kind === "delete") await http.delete(`/api/management/blog/${post.id}`);
      else await http.post(`/api/management/blog/${post.id}/${kind}`);
      toast.success(DIALOGS[kind].done);
      setPending(null);
    } catch (error) {
      handleError(error, "İşlem tamamlanamadı.");
    } finally {
      setBusy(false);
      await reload();
    }
  };

  return {
    pending,
    busy,
    ask: (kind: BlogPostAction, post: ManagedBlogPost) => setPending({ kind, post }),
    confirm,
    cancel: () => setPending(null),
  };
}

/** "Yayınlansın mı?", "Yayından kaldırılsın mı?" or "Silinsin mi?" for the post on hold. */
export function BlogPostDialog({ action }: { action: ReturnType<typeof useBlogPostAction> }) {
  const { pending, busy } = action;
  const dialog = pending && DIALOGS[pending.kind];
  return (
    <ConfirmDialog
      open={pending !== null}
      title={dialog?.title ?? ""}
      variant={dialog?.variant}
      confirmLabel={dialog?.action}
      busy={busy}
      onConfirm={() => void action.confirm()}
      onCancel={action.cancel}
    >
      <p className="font-semibold text-neutral-900">{pending?.post.title}</p>
      <p className="mt-1">{dialog?.text}</p>
    </ConfirmDialog>
  );
}
