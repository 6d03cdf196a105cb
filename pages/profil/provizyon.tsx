import Link from "next/link";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/management/ConfirmDialog";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { ProvisionMovements, type ProvisionEntry } from "@/components/profile/ProvisionMovements";
import { Seo } from "@/components/Seo";
import { useRequireUser } from "@/components/session/useRequireUser";
import { Button } from "@/components/ui/Button";
import { CopyButton } from "@/components/ui/CopyButton";
import { TextField } from "@/components/ui/Field";
import { Icon } from "@/components/ui/Icon";
import { PageHeader } from "@/components/ui/PageHeader";
import { LoadingBlock } from "@/components/ui/Spinner";
import { ProvisionStatusBadge } from "@/components/ui/StatusBadge";
import { COMMISSION_BANDS } from "@/lib/orders/commission";
import { handleError } from "@/lib/errors";
import { type BankAccount } from "@/lib/company";
import { formatDateTime, formatNumber, formatTL } from "@/lib/format";
import { zodFieldErrors } from "@/lib/formErrors";
import { http } from "@/lib/http";
import { formatAmountInput, parseTurkishAmount } from "@/lib/turkishAmount";
import type { ProvisionBalance, ProvisionRequestView } from "@/lib/deposits/types";
import { MIN_PROVISION_REQUEST } from "@/lib/deposits/rules";

type ProvisionRequest = ProvisionRequestView;
type ProvisionData = { balance: ProvisionBalance; bankAccount: BankAccount; entries: ProvisionEntry[] };

const QUICK_AMOUNTS = [5_000, 10_000, 25_000, 50_000];

export default function ProvisionPage() {
  const { user, loading, refresh } = useRequireUser();
  const [data, setData] = useState<ProvisionData | null>(null);
  const [requests, setRequests] = useState<ProvisionRequest[] | null>(null);
  const [amountText, setAmountText] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<ProvisionRequest | null>(null);

  const load = useCallback(async () => {
    try {
      const [provision, mine] = await Promise.all([
        http.get<ProvisionData>("/api/me/provision"),
        http.get<{ items: ProvisionRequest[] }>("/api/me/provision-requests"),
      ]);
      setData(provision);
      setRequests(mine.items);
    } catch (error) {
      handleError(error, "Provizyon bilgileriniz yüklenemedi.");
    }
  }, []);

  const uid = user?.uid;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetching the signed-in user's provision data once the session is known (after hydration)
    if (uid) void load();
  }, [uid, load]);

  // The header panel should show the same balance as this page (staff may have approved meanwhile).
  useEffect(() => {
    if (!loading) void refresh();
  }, [loading, refresh]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = parseTurkishAmount(amountText);
    if (!amount.ok) {
      setAmountError(amount.reason === "empty" ? "Lütfen eklemek istediğiniz tutarı girin." : amount.message);
      return;
    }
    // zod loads with the first send, not with the page (like ProfileForm); the API checks the same schema.
    const { provisionRequestSchema } = await import("@/lib/deposits/schemas");
    const parsed = provisionRequestSchema.safeParse({ amount: amount.amount });
    if (!parsed.success) {
      setAmountError(zodFieldErrors(parsed.error).amount);
      return;
    }
    setAmountError(undefined);
    setSubmitting(true);
    try {
      const result = await http.post<{ request: ProvisionRequest; bankAccount: BankAccount }>("/api/me/provision-requests", parsed.data);
      setCreated(result.request);
      setAmountText("");
      toast.success("Provizyon talebiniz alındı.");
      await load();
    } catch (error) {
      handleError(error, "Provizyon talebiniz oluşturulamadı.");
    } finally {
      setSubmitting(false);
    }
  };

  if (loading || !user) {
    return (
      <>
        <Seo title="Provizyon Ekle" description="MotoBorsa provizyon bakiyenizi görüntüleyin ve havale/EFT ile provizyon ekleyin." noindex />
        <LoadingBlock />
      </>
    );
  }

  const balance = data?.balance ?? { total: user.provision.total, blocked: user.provision.blocked, available: Math.max(0, user.provision.total - user.provision.blocked) };
  const bank = data?.bankAccount;

  return (
    <>
      <Seo title="Provizyon Ekle" description="MotoBorsa provizyon bakiyenizi görüntüleyin ve havale/EFT ile provizyon ekleyin." noindex />
      <PageHeader title="Provizyon" text="İhalelere teklif verebilmek ve hemen alabilmek için provizyon bakiyeniz.">
        <Link href="/profil" className="inline-flex items-center gap-1 text-sm text-neutral-300 hover:text-white">
          <Icon name="chevronRight" className="h-4 w-4 rotate-180" />
          Profilime dön
        </Link>
      </PageHeader>

      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 lg:py-10">
        <section aria-label="Provizyon bakiyesi" className="grid gap-4 sm:grid-cols-3">
          {[
            { label: "Toplam provizyon", value: balance.total, note: "Onaylanan yatırımlarınızdan iadeler ve tahsil edilen cayma bedelleri düşülmüş tutar" },
            { label: "Bloke", value: balance.blocked, note: "Süren teklif ve siparişleriniz için ayrılan" },
            { label: "Kullanılabilir", value: balance.available, note: "Yeni teklifler için hazır", highlight: true },
          ].map((card) => (
            <div key={card.label} className={`rounded-2xl p-5 shadow-sm ring-1 ${card.highlight ? "bg-ink text-white ring-ink" : "bg-white ring-neutral-200"}`}>
              <p className={`text-sm ${card.highlight ? "text-neutral-400" : "text-neutral-500"}`}>{card.label}</p>
              <p className={`mt-1 text-2xl font-bold tabular-nums ${card.highlight ? "text-brand-500" : ""}`}>{formatTL(card.value)}</p>
              <p className={`mt-1 text-xs ${card.highlight ? "text-neutral-400" : "text-neutral-500"}`}>{card.note}</p>
            </div>
          ))}
        </section>

        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
          <ProfileSection title="Provizyon Ekle">
            {created ? (
              <TransferInstructions request={created} bank={bank} onDone={() => setCreated(null)} />
            ) : (
              <form noValidate onSubmit={submit} className="space-y-5">
                <TextField
                  label="Eklemek istediğiniz tutar (TL)"
                  name="amount"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="Ör. 10.000"
                  value={amountText}
                  onChange={(e) => setAmountText(formatAmountInput(e.target.value))}
                  error={amountError}
                  hint={`En az ${formatTL(MIN_PROVISION_REQUEST)}, tam TL (kuruşsuz). Tutar, havale/EFT'niz hesabımıza ulaşıp onaylandığında bakiyenize eklenir.`}
                />
                <div className="flex flex-wrap gap-2" role="group" aria-label="Hızlı tutar seçimi">
                  {QUICK_AMOUNTS.map((value) => (
                    <button
                      key={value}
                      type="button"
                      onClick={() => {
                        setAmountText(formatNumber(value));
                        setAmountError(undefined);
                      }}
                      className="rounded-full border border-neutral-300 px-3 py-1.5 text-sm font-medium hover:border-brand-500 hover:text-brand-700"
                    >
                      {formatTL(value)}
                    </button>
                  ))}
                </div>
                <Button type="submit" size="lg" loading={submitting}>
                  Talep Oluştur
                </Button>
              </form>
            )}
          </ProfileSection>

          <aside className="space-y-6">
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
              <h2 className="flex items-center gap-2 font-bold">
                <Icon name="bank" className="h-5 w-5 text-brand-600" />
                Havale/EFT bilgileri
              </h2>
              {bank ? <BankDetails bank={bank} /> : <p className="mt-3 text-sm text-neutral-500">Yükleniyor…</p>}
            </div>
            <div className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
              <h2 className="font-bold text-neutral-900">Ne kadar provizyon gerekir?</h2>
              <p className="mt-1 text-sm text-neutral-700">Teklif verebilmek için kullanılabilir provizyonunuz, teklif tutarına göre alıcı hizmet bedeli kadar olmalıdır:</p>
              <ul className="mt-3 space-y-1.5 text-sm">
                {COMMISSION_BANDS.map((band, i) => (
                  <li key={band.commission} className="flex justify-between gap-4">
                    <span className="text-neutral-600">
                      {i === 0
                        ? `${formatTL(band.below)} altı`
                        : Number.isFinite(band.below)
                          ? `${formatTL(COMMISSION_BANDS[i - 1].below)} – ${formatTL(band.below - 1)}`
                          : `${formatTL(COMMISSION_BANDS[i - 1].below)} ve üzeri`}
                    </span>
                    <strong className="tabular-nums">{formatTL(band.commission)}</strong>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>

        <ProfileSection title="Hesap Hareketleri" id="hesap-hareketleri">
          <ProvisionMovements entries={data?.entries ?? null} />
        </ProfileSection>

        <ProfileSection title="Provizyon Taleplerim">
          <RequestList requests={requests} onChanged={load} />
        </ProfileSection>
      </div>
    </>
  );
}

function BankDetails({ bank, amount, reference }: { bank: BankAccount; amount?: number; reference?: string }) {
  const rows: { label: string; value: string; copy?: string }[] = [
    { label: "Banka", value: bank.bank },
    { label: "Alıcı", value: bank.accountHolder },
    { label: "IBAN", value: bank.iban, copy: bank.iban.replace(/\s/g, "") },
  ];
  if (amount !== undefined) rows.push({ label: "Tutar", value: formatTL(amount) });
  if (reference) rows.push({ label: "Açıklama (referans kodu)", value: reference, copy: reference });
  return (
    <dl className="mt-4 space-y-3 text-sm">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="text-neutral-500">{row.label}</dt>
          <dd className="mt-0.5 flex flex-wrap items-center justify-between gap-2 font-semibold text-neutral-900">
            <span className={row.copy ? "font-mono tracking-wide" : ""}>{row.value}</span>
            {row.copy && <CopyButton value={row.copy} label={row.label === "IBAN" ? "IBAN" : "Referans kodu"} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function TransferInstructions({ request, bank, onDone }: { request: ProvisionRequest; bank?: BankAccount; onDone: () => void }) {
  return (
    <div>
      <div role="status" className="flex items-start gap-3 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
        <Icon name="check" className="mt-0.5 h-5 w-5 flex-none" />
        <div>
          <p className="font-semibold">Talebiniz oluşturuldu: {formatTL(request.amount)}</p>
          <p className="mt-0.5 text-sm">
            Aşağıdaki hesaba havale/EFT yaparken açıklama alanına <strong className="font-mono">{request.referenceCode}</strong> referans kodunu yazın. Ödemeniz
            onaylandığında tutar bakiyenize eklenir.
          </p>
        </div>
      </div>
      {bank && (
        <div className="mt-4 rounded-xl border border-neutral-200 p-4">
          <BankDetails bank={bank} amount={request.amount} reference={request.referenceCode} />
        </div>
      )}
      <Button variant="secondary" className="mt-5" onClick={onDone}>
        Yeni talep oluştur
      </Button>
    </div>
  );
}

/** Texts of the request list, together for a Turkish editor. */
const requestText = {
  cancel: "Talebi iptal et",
  cancelTitle: "Provizyon talebini iptal et",
  cancelBody: (r: ProvisionRequest) => `${formatTL(r.amount)} tutarındaki ${r.referenceCode} referanslı talebiniz iptal edilir. Bu referansla havale/EFT yaptıysanız iptal etmeyin; ödemeniz onaylanınca bakiyenize eklenir.`,
  cancelled: "Talebiniz iptal edildi.",
  received: (r: ProvisionRequest) => `Hesabımıza ulaşan: ${formatTL(r.receivedAmount)} (talep: ${formatTL(r.amount)})`,
  decided: (r: ProvisionRequest) => `${r.status === "approved" ? "Onaylayan" : "Reddeden"}: ${r.decidedByName ?? "MotoBorsa"} · ${formatDateTime(r.decidedAt!)}`,
};

function RequestList({ requests, onChanged }: { requests: ProvisionRequest[] | null; onChanged: () => Promise<void> }) {
  const [cancelling, setCancelling] = useState<ProvisionRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await http.post(`/api/me/provision-requests/${cancelling.id}/cancel`);
      toast.success(requestText.cancelled);
      setCancelling(null);
    } catch (error) {
      handleError(error, "Talep iptal edilemedi.");
      setCancelling(null);
    } finally {
      setBusy(false);
      // Staff may have decided it meanwhile: show the current state either way.
      await onChanged();
    }
  };

  if (requests === null) return <p className="text-sm text-neutral-500">Talepleriniz yükleniyor…</p>;
  if (requests.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-neutral-300 p-8 text-center">
        <Icon name="wallet" className="mx-auto h-8 w-8 text-neutral-400" />
        <p className="mt-2 font-medium">Henüz provizyon talebiniz yok</p>
        <p className="mt-1 text-sm text-neutral-500">Yukarıdaki formla ilk talebinizi oluşturabilirsiniz.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="divide-y divide-neutral-200">
        {requests.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between" aria-label={`Talep ${r.referenceCode}`}>
            <div className="min-w-0">
              <p className="font-semibold tabular-nums">{formatTL(r.status === "approved" && r.receivedAmount !== null ? r.receivedAmount : r.amount)}</p>
              <p className="text-sm text-neutral-500">
                <span className="font-mono">{r.referenceCode}</span> · {formatDateTime(r.createdAt)}
              </p>
              {r.status === "approved" && r.receivedAmount !== null && r.receivedAmount !== r.amount && <p className="mt-1 text-sm font-medium text-amber-900">{requestText.received(r)}</p>}
              {(r.status === "approved" || r.status === "rejected") && r.decidedAt && <p className="mt-1 text-sm text-neutral-600">{requestText.decided(r)}</p>}
              {r.status === "cancelled" && r.decidedAt && <p className="mt-1 text-sm text-neutral-600">İptal: {formatDateTime(r.decidedAt)}</p>}
              {r.status === "rejected" && r.rejectReason && <p className="mt-1 text-sm text-red-700">Ret gerekçesi: {r.rejectReason}</p>}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ProvisionStatusBadge status={r.status} />
              {r.status === "pending" && (
                <Button size="sm" variant="secondary" onClick={() => setCancelling(r)} aria-label={`${r.referenceCode} talebini iptal et`}>
                  İptal et
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        title={requestText.cancelTitle}
        variant="danger"
        confirmLabel={requestText.cancel}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && <p className="text-sm">{requestText.cancelBody(cancelling)}</p>}
      </ConfirmDialog>
    </>
  );
}
