import Link from "@/components/ui/Link";
import { useRouter } from "next/router";
import { useEffect, useRef } from "react";
import { parseItemId } from "@/lib/content/selection";
import type { GuideItem } from "@/lib/content/types";
import { ContentBlocks } from "@/components/content/ContentBlocks";

type Props = {
  items: GuideItem[];
  /** Path of the page, items link to `${basePath}?id=N`. */
  basePath: string;
  navLabel: string;
};

/**
 * The buyer and seller guides: a side navigation of numbered items (a list above the text on
 * mobile) and the selected item's text, with previous/next links. The item comes from `?id=`
 * (footer links); a missing or unknown id shows the first item. The page must render per request
 * (getServerSideProps) so the query is known on the server too.
 */
export function GuideItems({ items, basePath, navLabel }: Props) {
  const { query } = useRouter();
  const requestedId = parseItemId(
    query.id,
    items.map((i) => i.id),
  );
  const requested = requestedId !== null;
  const selectedId = requestedId ?? items[0].id;
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  );
  const item = items[index];
  const previous = items[index - 1];
  const next = items[index + 1];
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    const firstRun = !mounted.current;
    mounted.current = true;
    if (firstRun && !requested) return;
    // After a click in the list the reader expects the text, not the list; a footer link (?id=…)
    // lands on the item directly.
    const timer = window.setTimeout(() => {
      const panel = panelRef.current;
      if (!panel) return;
      // On wide screens the text usually sits beside the list already; only scroll when it is off screen.
      const top = panel.getBoundingClientRect().top;
      if (top < 0 || top > window.innerHeight * 0.4) panel.scrollIntoView({ block: "start" });
      if (!firstRun) headingRef.current?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [selectedId, requested]);

  const href = (id: number) => ({ pathname: basePath, query: { id } });

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-label={navLabel} className="lg:sticky lg:top-24 lg:self-start">
        <ol className="overflow-hidden rounded-xl border border-neutral-200 bg-white">
          {items.map((entry) => {
            const current = entry.id === item.id;
            return (
              <li key={entry.id} className="border-b border-neutral-200 last:border-b-0">
                <Link
                  href={href(entry.id)}
                  shallow
                  scroll={false}
                  aria-current={current ? "page" : undefined}
                  className={`flex items-start gap-3 px-4 py-3 text-sm ${current ? "bg-ink font-semibold text-white" : "text-neutral-800 hover:bg-neutral-100"}`}
                >
                  <span
                    aria-hidden="true"
                    className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${current ? "bg-brand-500 text-ink" : "bg-neutral-200 text-neutral-800"}`}
                  >
                    {entry.id}
                  </span>
                  <span className="pt-0.5">{entry.title}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>

      <article ref={panelRef} aria-labelledby="rehber-baslik" className="min-w-0 max-w-3xl scroll-mt-24">
        <p className="text-sm font-semibold text-brand-700">
          {item.id} / {items.length}
        </p>
        <h2
          id="rehber-baslik"
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl"
        >
          {item.title}
        </h2>
        <p className="mt-3 text-lg leading-8 text-neutral-600">{item.summary}</p>
        <div className="mt-6">
          <ContentBlocks blocks={item.blocks} />
        </div>

        <nav
          aria-label="Önceki ve sonraki konu"
          className="mt-10 grid gap-3 border-t border-neutral-200 pt-6 sm:grid-cols-2"
        >
          {previous ? (
            <Link
              href={href(previous.id)}
              shallow
              scroll={false}
              className="rounded-xl border border-neutral-200 bg-white p-4 hover:border-neutral-400"
            >
              <span className="block text-sm text-neutral-600">← Önceki</span>
              <span className="mt-1 block font-semibold text-neutral-900">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link
              href={href(next.id)}
              shallow
              scroll={false}
              className="rounded-xl border border-neutral-200 bg-white p-4 text-right hover:border-neutral-400 sm:col-start-2"
            >
              <span className="block text-sm text-neutral-600">Sonraki →</span>
              <span className="mt-1 block font-semibold text-neutral-900">{next.title}</span>
            </Link>
          )}
        </nav>
      </article>
    </div>
  );
}
