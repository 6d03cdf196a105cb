import Link from "next/link";
import { useRouter } from "next/router";
import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import { ListSearch, useListSearch } from "@/components/management/ListSearch";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { ManagementList } from "@/components/management/ManagementList";
import { Seo } from "@/components/Seo";
import { Pager } from "@/components/services/FilterTabs";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/Field";
import { ProvisionStatusBadge } from "@/components/ui/StatusBadge";
import { useProvisionRequests } from "@/lib/deposits/client";
import type { StaffProvisionRequestView } from "@/lib/deposits/types";
import { handleError } from "@/lib/errors";
import { formatDateTime, formatNumber, formatPhone, formatTL } from "@/lib/format";
import { zodFieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { formatAmountInput, parseTurkishAmount } from "@/lib/turkishAmount";
import { provisionApprovalSchema } from "@/lib/deposits/schemas";

type Row = StaffProvisionRequestView;

/** Filter tabs; the choice lives in the URL so a reload or a shared link keeps it. */
// English URL keys and values like every other list (listParams.ts); `legacy` is the old Turkish slug.
const FILTERS = [
  { slug: "pending", legacy: "bekleyen", label: "Bekleyen", status: "pending" },
  { slug: "approved", legacy: "onaylanan", label: "Onaylanan", status: "approved" },
  { slug: "rejected", legacy: "reddedilen", label: "Reddedilen", status: "rejected" },
  { slug: "cancelled", legacy: "iptal", label: "İptal", status: "cancelled" },
  { slug: "all", legacy: "tumu", label: "Tümü", status: undefined },
] as const;

const PAGE_SIZE = 20;
const parseState = listStateParser(FILTERS);

type Pending = { kind: "approve" | "reject"; row: Row } | null;

export default function ManagementProvisionPage() {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const page = listPage(router.query);
  const q = useListSearch();
  // The default tab is "Bekleyen", so `state=all` stays in the URL (defaultState null).
  const nav = useManagementNav("/management/provizyon", { state: filter.slug, q, page }, parseState, null);
  const { data, loading, load } = useProvisionRequests({ status: filter.status, q, page, pageSize: PAGE_SIZE }, nav.toLastPage);
  const [action, setAction] = useState<Pending>(null);
  const [received, setReceived] = useState("");
  const [receivedError, setReceivedError] = useState<string>();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = useCallback(() => {
    if (busy) return;
    setAction(null);
    setReason("");
    setReasonError(undefined);
    setReceivedError(undefined);
  }, [busy]);

  const open = (next: NonNullable<Pending>) => {
    // The announced amount is the usual case; staff correct it when the transfer differs.
    setReceived(formatNumber(next.row.amount));
    setReceivedError(undefined);
    setAction(next);
  };

  const confirm = async () => {
    if (!action) return;
    if (action.kind === "reject" && reason.trim().length < 3) {
      setReasonError("Ret gerekçesi en az 3 karakter olmalıdır.");
      return;
    }
    let receivedAmount = 0;
    if (action.kind === "approve") {
      const parsed = parseTurkishAmount(received);
      const checked = parsed.ok ? provisionApprovalSchema.safeParse({ receivedAmount: parsed.amount }) : null;
      if (!parsed.ok || !checked?.success) {
        setReceivedError(!parsed.ok ? (parsed.reason === "empty" ? "Hesaba ulaşan tutarı girin." : parsed.message) : zodFieldErrors(checked!.error!).receivedAmount);
        return;
      }
      receivedAmount = checked.data.receivedAmount;
    }
    setBusy(true);
    try {
      if (action.kind === "approve") {
        await http.post(`/api/management/provision-requests/${action.row.id}/approve`, { receivedAmount });
        toast.success(`${formatTL(receivedAmount)} provizyon onaylandı.`);
      } else {
        await http.post(`/api/management/provision-requests/${action.row.id}/reject`, { reason: reason.trim() });
        toast.success("Talep reddedildi.");
      }
      setAction(null);
      setReason("");
      await load();
    } catch (error) {
      handleError(error, "İşlem tamamlanamadı.");
      // Someone else may have decided it meanwhile: show the current state.
      await load();
    } finally {
      setBusy(false);
    }
  };

  const hrefFor = (slug: string, p = 1) => nav.href({ state: slug, q, page: p });

  return (
    <>
      <Seo title="Provizyon Talepleri" description="Provizyon taleplerini onaylayın veya reddedin." noindex />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Provizyon Talepleri</h1>
        <p className="text-neutral-600">Havale/EFT hesaba ulaştığında referans kodunu kontrol edip talebi onaylayın; onay tutarı kullanıcının bakiyesine ekler.</p>
      </div>

      {/* Not FilterTabs: its wider tab padding pushes "Tümü" out of view at 390 px; five tabs take two rows of a grid there. */}
      <nav aria-label="Durum filtresi" className="mt-6 grid grid-cols-3 gap-1 rounded-xl sm:flex bg-white p-1 shadow-sm ring-1 ring-neutral-200">
        {FILTERS.map((f) => (
          <Link
            key={f.slug}
            href={hrefFor(f.slug)}
            onClick={nav.linkClick({ state: f.slug, page: 1 })}
            aria-current={f.slug === filter.slug ? "page" : undefined}
            className={`flex-1 whitespace-nowrap rounded-lg px-2 py-2 text-center text-xs font-semibold sm:px-4 sm:text-sm ${f.slug === filter.slug ? "bg-ink text-white" : "text-neutral-600 hover:bg-neutral-100"}`}
          >
            {f.label}
          </Link>
        ))}
      </nav>

      <div className="mt-4">
        <ListSearch label="Talep ara" placeholder="MB-… kodu, ad soyad veya e-posta" onSearch={(text) => nav.go({ q: text || undefined, page: 1 })} />
      </div>

      <section aria-label={`${filter.label} talepler`} aria-busy={loading} className="mt-4 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
        <ManagementList items={data?.items} loading={loading} loadingText="Talepler yükleniyor…" icon="check" emptyTitle={q ? "Aramanızla eşleşen talep yok" : filter.status === "pending" ? "Onay bekleyen talep yok" : "Bu filtrede talep yok"} emptyHint="Yeni talepler geldiğinde burada listelenir.">
          {(row) => (
            <li key={row.id} className="grid gap-3 p-4 sm:p-5 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-center" aria-label={`Talep ${row.referenceCode}`}>
              <div className="min-w-0">
                <p className="font-semibold">
                  {row.user.name} {row.user.lastName}
                </p>
                <p className="truncate text-sm text-neutral-500">{row.user.email}</p>
                <p className="text-sm text-neutral-500">{formatPhone(row.user.phone)}</p>
              </div>
              <div>
                <p className="text-lg font-bold tabular-nums">{formatTL(row.receivedAmount ?? row.amount)}</p>
                {row.receivedAmount !== null && row.receivedAmount !== row.amount && (
                  <p className="text-sm font-medium text-amber-900">
                    Talep: {formatTL(row.amount)} · Hesaba ulaşan: {formatTL(row.receivedAmount)}
                  </p>
                )}
                <p className="text-sm text-neutral-500">
                  <span className="font-mono">{row.referenceCode}</span> · {formatDateTime(row.createdAt)}
                </p>
                {row.decidedAt && (row.status === "approved" || row.status === "rejected") && (
                  <p className="text-sm text-neutral-500">
                    {row.status === "approved" ? "Onaylayan" : "Reddeden"}: {row.decidedByName ?? "—"} · {formatDateTime(row.decidedAt)}
                  </p>
                )}
                {row.decidedAt && row.status === "cancelled" && <p className="text-sm text-neutral-500">Kullanıcı iptal etti · {formatDateTime(row.decidedAt)}</p>}
                {row.rejectReason && <p className="mt-1 text-sm text-red-700">Gerekçe: {row.rejectReason}</p>}
              </div>
              <div className="flex flex-wrap items-center gap-2 md:justify-end">
                {row.status === "pending" ? (
                  <>
                    <Button size="sm" onClick={() => open({ kind: "approve", row })} aria-label={`${row.referenceCode} talebini onayla`}>
                      Onayla
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => open({ kind: "reject", row })} aria-label={`${row.referenceCode} talebini reddet`}>
                      Reddet
                    </Button>
                  </>
                ) : (
                  <ProvisionStatusBadge status={row.status} />
                )}
              </div>
            </li>
          )}
        </ManagementList>
      </section>

      {data && <Pager total={data.total} page={page} pageSize={data.pageSize} noun="talep" hrefFor={(p) => hrefFor(filter.slug, p)} clickFor={(p) => nav.linkClick({ page: p })} />}

      <ConfirmDialog
        open={action !== null}
        title={action?.kind === "approve" ? "Talebi onayla" : "Talebi reddet"}
        variant={action?.kind === "reject" ? "danger" : "primary"}
        confirmLabel={action?.kind === "approve" ? "Onayı ver" : "Reddet"}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {action && (
          <>
            <p>
              <strong>
                {action.row.user.name} {action.row.user.lastName}
              </strong>{" "}
              için <strong>{formatTL(action.row.amount)}</strong> tutarındaki <span className="font-mono">{action.row.referenceCode}</span> referanslı talep.
            </p>
            {action.kind === "approve" ? (
              <div className="mt-4">
                <TextField
                  label="Hesaba ulaşan tutar (TL)"
                  name="receivedAmount"
                  inputMode="numeric"
                  autoComplete="off"
                  value={received}
                  onChange={(e) => setReceived(formatAmountInput(e.target.value))}
                  error={receivedError}
                  hint="Banka hesabına gerçekten ulaşan tutar; kullanıcının bakiyesine bu tutar eklenir. Talep edilenden farklıysa ikisi de kaydedilir. Bu işlem geri alınamaz."
                />
              </div>
            ) : (
              <div className="mt-4">
                <label htmlFor="ret-gerekcesi" className="mb-1.5 block text-sm font-medium">
                  Ret gerekçesi
                </label>
                <textarea
                  id="ret-gerekcesi"
                  rows={3}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? "ret-gerekcesi-hata" : "ret-gerekcesi-ipucu"}
                  maxLength={500}
                  className={`block w-full rounded-lg border px-3.5 py-2.5 focus:outline-none focus:ring-2 focus:ring-brand-500/40 ${reasonError ? "border-red-500" : "border-neutral-300"}`}
                />
                {reasonError ? (
                  <p id="ret-gerekcesi-hata" className="mt-1.5 text-sm text-red-600">
                    {reasonError}
                  </p>
                ) : (
                  <p id="ret-gerekcesi-ipucu" className="mt-1.5 text-sm text-neutral-500">
                    Kullanıcı bu gerekçeyi provizyon sayfasında görür.
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
