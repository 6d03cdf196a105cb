import Link from "next/link";
import { useRouter } from "next/router";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { ManagementList } from "@/components/management/ManagementList";
import { MESSAGES_CHANGED_EVENT } from "@/components/management/UnreadMessagesBadge";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import { Seo } from "@/components/Seo";
import { Button } from "@/components/ui/Button";
import { Icon } from "@/components/ui/Icon";
import { Badge } from "@/components/ui/StatusBadge";
import { useInbox } from "@/lib/contact/client";
import { handleError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { http } from "@/lib/http";
import type { PageWithLayout } from "@/pages/_app";

type Status = "unread" | "read" | "archived";
type Message = { id: number; name: string; email: string; phone: string | null; subject: string; subjectLabel: string; message: string; status: Status; createdAt: string };
type Inbox = { items: Message[]; total: number; page: number; pageSize: number; counts: Record<Status, number> };

const FILTERS = [
  { slug: "unread", legacy: "okunmamis", label: "Okunmamış", status: "unread" },
  { slug: "read", legacy: "okunmus", label: "Okunmuş", status: "read" },
  { slug: "archived", legacy: "arsiv", label: "Arşiv", status: "archived" },
] as const;
const PAGE_SIZE = 25;
const parseState = listStateParser(FILTERS, (query) => ({ id: Number(query.id) || undefined }));

const STATUS_BADGE: Record<Status, { tone: "warning" | "success" | "neutral"; label: string }> = {
  unread: { tone: "warning", label: "Okunmamış" },
  read: { tone: "success", label: "Okundu" },
  archived: { tone: "neutral", label: "Arşivde" },
};

function formatPhone(phone: string): string {
  return `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
}

const InboxPage: PageWithLayout = () => {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const page = listPage(router.query);
  const selectedId = Number(router.query.id) || null;
  // Every tab keeps `state` in the URL, as before (defaultState null).
  const nav = useManagementNav("/management/mesajlar", { state: filter.slug, page, id: selectedId ?? undefined }, parseState, null);
  const { data, loading, load } = useInbox({ status: filter.status, page, pageSize: PAGE_SIZE }, nav.toLastPage);
  const [selected, setSelected] = useState<Message | null>(null);
  const [busy, setBusy] = useState<null | Status>(null);

  useEffect(() => {
    if (!selectedId) {
      setSelected(null);
      return;
    }
    let cancelled = false;
    http
      .get<{ message: Message }>(`/api/management/messages/${selectedId}`)
      .then(({ message }) => !cancelled && setSelected(message))
      .catch((error) => {
        if (!cancelled) handleError(error, "Mesaj yüklenemedi.");
      });
    return () => {
      cancelled = true;
    };
  }, [selectedId]);

  // The hrefs serve new tabs; a plain click builds on the latest state asked for (`click`).
  const navChange = (opts: { state?: string; id?: number | null; page?: number }) => ({ ...opts, id: opts.id ?? undefined });
  const href = (opts: { state?: string; id?: number | null; page?: number }) => nav.href({ state: filter.slug, page, ...navChange(opts) });
  const click = (opts: { state?: string; id?: number | null; page?: number }) => nav.linkClick(navChange(opts));

  const change = async (to: Status) => {
    if (!selected) return;
    const action = to === "read" ? "read" : to === "archived" ? "archive" : "unread";
    setBusy(to);
    try {
      const { message } = await http.post<{ message: Message }>(`/api/management/messages/${selected.id}/${action}`);
      setSelected(message);
      toast.success(to === "read" ? "Mesaj okundu olarak işaretlendi." : to === "archived" ? "Mesaj arşivlendi." : "Mesaj okunmamış olarak işaretlendi.");
      window.dispatchEvent(new Event(MESSAGES_CHANGED_EVENT));
      await load();
    } catch (error) {
      handleError(error, "İşlem tamamlanamadı.");
    } finally {
      setBusy(null);
    }
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <Seo title="Mesajlar" description="İletişim formundan gelen mesajlar." noindex />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mesajlar</h1>
        <p className="mt-1 text-neutral-600">İletişim formundan gelen mesajlar. Yanıtladığınız mesajı okundu olarak işaretleyin, işi bitenleri arşivleyin.</p>
      </div>

      <nav aria-label="Mesaj durumu" className="mt-6 flex gap-1 overflow-x-auto rounded-xl bg-white p-1 shadow-sm ring-1 ring-neutral-200">
        {FILTERS.map((f) => (
          <Link
            key={f.slug}
            href={href({ state: f.slug, id: null, page: 1 })} onClick={click({ state: f.slug, id: null, page: 1 })}
            aria-current={f.slug === filter.slug ? "page" : undefined}
            className={`flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold ${f.slug === filter.slug ? "bg-ink text-white" : "text-neutral-600 hover:bg-neutral-100"}`}
          >
            {f.label}
            {data && <span className={`rounded-full px-2 text-xs tabular-nums ${f.slug === filter.slug ? "bg-white/15" : "bg-neutral-100"}`}>{data.counts[f.status]}</span>}
          </Link>
        ))}
      </nav>

      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label={`${filter.label} mesajlar`} aria-busy={loading} className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200 ${selected ? "hidden lg:block" : ""}`}>
          <ManagementList items={data?.items} loading={loading} loadingText="Mesajlar yükleniyor…" icon="mail" emptyTitle="Bu klasörde mesaj yok">
            {(m) => {
              const active = m.id === selectedId;
              return (
                <li key={m.id}>
                  <Link
                    href={href({ id: m.id })} onClick={click({ id: m.id })}
                    aria-current={active ? "true" : undefined}
                    className={`block px-4 py-3.5 hover:bg-neutral-50 ${active ? "bg-brand-50" : ""}`}
                  >
                    <span className="flex items-baseline justify-between gap-3">
                      <span className={`truncate ${m.status === "unread" ? "font-bold text-neutral-950" : "font-medium text-neutral-800"}`}>
                        {m.status === "unread" && <span aria-hidden="true" className="mr-2 inline-block h-2 w-2 rounded-full bg-brand-600 align-middle" />}
                        {m.name}
                      </span>
                      <span className="flex-none text-xs text-neutral-500">{formatDateTime(m.createdAt)}</span>
                    </span>
                    <span className="mt-0.5 block text-sm font-medium text-neutral-700">{m.subjectLabel}</span>
                    <span className="mt-0.5 block truncate text-sm text-neutral-500">{m.message}</span>
                  </Link>
                </li>
              );
            }}
          </ManagementList>
          {data && pages > 1 && (
            <nav aria-label="Sayfalar" className="flex items-center justify-between border-t border-neutral-200 p-3 text-sm">
              <span className="text-neutral-600">
                Sayfa {page}/{pages}
              </span>
              <div className="flex gap-2">
                {page > 1 && (
                  <Link href={href({ page: page - 1, id: null })} onClick={click({ page: page - 1, id: null })} className="rounded-lg px-3 py-1.5 font-semibold ring-1 ring-neutral-200 hover:bg-neutral-50">
                    Önceki
                  </Link>
                )}
                {page < pages && (
                  <Link href={href({ page: page + 1, id: null })} onClick={click({ page: page + 1, id: null })} className="rounded-lg px-3 py-1.5 font-semibold ring-1 ring-neutral-200 hover:bg-neutral-50">
                    Sonraki
                  </Link>
                )}
              </div>
            </nav>
          )}
        </section>

        <section aria-label="Mesaj ayrıntısı" className={`rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200 ${selected ? "" : "hidden lg:block"}`}>
          {!selected ? (
            <div className="grid h-full min-h-64 place-items-center p-12 text-center text-neutral-500">
              <div>
                <Icon name="mail" className="mx-auto h-8 w-8 text-neutral-400" />
                <p className="mt-2">Okumak için soldan bir mesaj seçin.</p>
              </div>
            </div>
          ) : (
            <article className="p-5 sm:p-6">
              <Link href={href({ id: null })} onClick={click({ id: null })} className="mb-4 inline-flex text-sm font-semibold text-brand-700 hover:underline lg:hidden">
                ← Mesajlara dön
              </Link>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <Badge tone={STATUS_BADGE[selected.status].tone}>{STATUS_BADGE[selected.status].label}</Badge>
                  <h2 className="mt-2 text-xl font-bold text-neutral-950">{selected.subjectLabel}</h2>
                  <p className="text-sm text-neutral-500">{formatDateTime(selected.createdAt)}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {selected.status === "unread" ? (
                    <Button size="sm" onClick={() => void change("read")} loading={busy === "read"} disabled={busy !== null}>
                      Okundu olarak işaretle
                    </Button>
                  ) : (
                    <Button size="sm" variant="secondary" onClick={() => void change("unread")} loading={busy === "unread"} disabled={busy !== null}>
                      Okunmadı yap
                    </Button>
                  )}
                  {selected.status !== "archived" && (
                    <Button size="sm" variant="secondary" onClick={() => void change("archived")} loading={busy === "archived"} disabled={busy !== null}>
                      Arşivle
                    </Button>
                  )}
                </div>
              </div>
              <dl className="mt-5 grid gap-3 rounded-xl bg-neutral-50 p-4 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-neutral-500">Gönderen</dt>
                  <dd className="font-semibold text-neutral-900">{selected.name}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-neutral-500">E-posta</dt>
                  <dd className="break-all">
                    <a href={`mailto:${selected.email}?subject=${encodeURIComponent(`MotoBorsa: ${selected.subjectLabel}`)}`} className="font-semibold text-brand-700 hover:underline">
                      {selected.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-neutral-500">Telefon</dt>
                  <dd className="font-semibold text-neutral-900">
                    {selected.phone ? (
                      <a href={`tel:+90${selected.phone}`} className="text-brand-700 hover:underline">
                        {formatPhone(selected.phone)}
                      </a>
                    ) : (
                      "—"
                    )}
                  </dd>
                </div>
              </dl>
              <p className="mt-5 whitespace-pre-line break-words leading-7 text-neutral-800">{selected.message}</p>
            </article>
          )}
        </section>
      </div>
    </>
  );
};

InboxPage.getLayout = (page) => <ManagementLayout permission="messages:read">{page}</ManagementLayout>;

export default InboxPage;
