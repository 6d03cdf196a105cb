import { useId } from "react";
import { Button } from "@/components/ui/Button";
import { formatDateTime } from "@/lib/format";
import type { UserNoteView } from "@/lib/users/types";
import type { useUserNote } from "@/components/users/management/useUserActions";

/** Staff notes about the user (never shown to them); the form only for users:write. */
export function UserNotes({ notes, form }: { notes: UserNoteView[]; form: ReturnType<typeof useUserNote> | null }) {
  const id = useId();
  return (
    <div className="p-4">
      {form && (
        <form
          className="mb-4"
          onSubmit={(e) => {
            e.preventDefault();
            void form.submit();
          }}
        >
          <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
            Yeni not
          </label>
          <textarea
            id={id}
            value={form.body}
            onChange={(e) => form.setBody(e.target.value)}
            rows={2}
            maxLength={2000}
            aria-invalid={form.error ? true : undefined}
            aria-describedby={form.error ? `${id}-error` : undefined}
            className="mt-1.5 w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
          />
          {form.error && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {form.error}
            </p>
          )}
          <Button type="submit" size="sm" className="mt-2" loading={form.busy}>
            Not ekle
          </Button>
        </form>
      )}
      {notes.length === 0 ? (
        <p className="text-sm text-neutral-600">Henüz not yok.</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-neutral-50 p-3 text-sm">
              <p className="whitespace-pre-line">{n.body}</p>
              <p className="mt-1 text-xs text-neutral-600">
                {n.staffName} · {formatDateTime(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
