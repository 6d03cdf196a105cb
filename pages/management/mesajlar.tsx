import { useRouter } from "next/router";
import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { listPage, listStateParser, pickFilter, useManagementNav } from "@/components/management/listParams";
import {
  INBOX_FILTERS as FILTERS,
  type InboxLinks,
  type InboxLinkTo,
  type InboxMessage,
  type MessageStatus,
} from "@/components/management/messages/inbox";
import { InboxList } from "@/components/management/messages/InboxList";
import { InboxTabs } from "@/components/management/messages/InboxTabs";
import { MessageDetail } from "@/components/management/messages/MessageDetail";
import { refreshUnreadCount, useInbox, useInboxMessage } from "@/lib/contact/client";
import { Seo } from "@/components/Seo";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import { parseRecordId } from "@/lib/recordId";
import type { PageWithLayout } from "@/pages/_app";

const PAGE_SIZE = 25;
// A message number in the URL is read like a path id (lib/recordId.ts): "0x10" is no message.
const parseState = listStateParser(FILTERS, (query) => ({ id: parseRecordId(query.id) ?? undefined }));

const InboxPage: PageWithLayout = () => {
  const router = useRouter();
  const filter = pickFilter(FILTERS, router.query);
  const page = listPage(router.query);
  const selectedId = parseRecordId(router.query.id);
  // Every tab keeps `state` in the URL, as before (defaultState null).
  const nav = useManagementNav(
    "/management/mesajlar",
    { state: filter.slug, page, id: selectedId ?? undefined },
    parseState,
    null,
  );
  const { data, loading, load } = useInbox({ status: filter.status, page, pageSize: PAGE_SIZE }, nav.toLastPage);
  const { message: selected, show } = useInboxMessage(selectedId);
  const [busy, setBusy] = useState<null | MessageStatus>(null);

  // The hrefs serve new tabs; a plain click builds on the latest state asked for (`click`).
  const navChange = (opts: InboxLinkTo) => ({ ...opts, id: opts.id ?? undefined });
  const links: InboxLinks = {
    href: (opts) => nav.href({ state: filter.slug, page, ...navChange(opts) }),
    click: (opts) => nav.linkClick(navChange(opts)),
  };

  const change = async (to: MessageStatus) => {
    if (!selected) return;
    const action = to === "read" ? "read" : to === "archived" ? "archive" : "unread";
    setBusy(to);
    try {
      const { message } = await http.post<{ message: InboxMessage }>(
        `/api/management/messages/${selected.id}/${action}`,
      );
      show(message);
      toast.success(
        to === "read"
          ? "Mesaj okundu olarak işaretlendi."
          : to === "archived"
            ? "Mesaj arşivlendi."
            : "Mesaj okunmamış olarak işaretlendi.",
      );
      refreshUnreadCount();
      await load();
    } catch (error) {
      handleError(error, "İşlem tamamlanamadı.");
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Seo title="Mesajlar" description="İletişim formundan gelen mesajlar." noindex />
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mesajlar</h1>
        <p className="mt-1 text-neutral-600">
          İletişim formundan gelen mesajlar. Yanıtladığınız mesajı okundu olarak işaretleyin, işi bitenleri arşivleyin.
        </p>
      </div>

      <InboxTabs current={filter.slug} data={data} links={links} />

      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <InboxList
          label={filter.label}
          data={data}
          loading={loading}
          page={page}
          selectedId={selectedId}
          hidden={selected !== null}
          links={links}
        />
        <MessageDetail selected={selected} busy={busy} onChange={(to) => void change(to)} links={links} />
      </div>
    </>
  );
};

InboxPage.getLayout = (page) => <ManagementLayout permission="messages:read">{page}</ManagementLayout>;

export default InboxPage;
