import { Icon } from "@/components/ui/Icon";
import type { InboxLinks, InboxMessage, MessageStatus } from "@/components/management/messages/inbox";
import { MessageView } from "@/components/management/messages/MessageView";

/** The open message, or on a wide screen the hint to pick one. */
export function MessageDetail({
  selected,
  busy,
  onChange,
  links,
}: {
  selected: InboxMessage | null;
  busy: MessageStatus | null;
  onChange: (to: MessageStatus) => void;
  links: InboxLinks;
}) {
  const back = { href: links.href({ id: null }), onClick: links.click({ id: null }) };
  return (
    <section
      aria-label="Mesaj ayrıntısı"
      className={`rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200 ${selected ? "" : "hidden lg:block"}`}
    >
      {!selected ? (
        <div className="grid h-full min-h-64 place-items-center p-12 text-center text-neutral-500">
          <div>
            <Icon name="mail" className="mx-auto h-8 w-8 text-neutral-400" />
            <p className="mt-2">Okumak için soldan bir mesaj seçin.</p>
          </div>
        </div>
      ) : (
        <MessageView message={selected} busy={busy} onChange={onChange} back={back} />
      )}
    </section>
  );
}
