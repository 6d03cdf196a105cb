import { useRouter } from "next/router";
import { useEffect, useState } from "react";
import { keyFromHash, parseKey } from "@/lib/content/selection";
import { formatTurkishDate } from "@/lib/content/selection";
import type { LegalDoc } from "@/lib/content/types";
import { ContentBlocks } from "@/components/content/ContentBlocks";
import { SectionList } from "@/components/content/SectionList";
import { SectionLinks } from "@/components/content/TableOfContents";

type Props<K extends string> = { keys: readonly K[]; docs: Record<K, LegalDoc> };

/**
 * Several legal texts on one page, each an anchored section (#uyelik-sozlesmesi) so the footer's
 * hash links work without JavaScript; `?belge=uyelik` scrolls to the same place.
 */
export function LegalCollection<K extends string>({ keys, docs }: Props<K>) {
  const { query, isReady } = useRouter();
  // The document being read; its articles are listed in the side navigation (desktop).
  const [current, setCurrent] = useState<K>(keys[0]);

  useEffect(() => {
    const update = () => {
      let next = keys[0];
      for (const key of keys) {
        const top = document.getElementById(docs[key].id)?.getBoundingClientRect().top ?? Infinity;
        if (top <= 140) next = key;
      }
      setCurrent(next);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("hashchange", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("hashchange", update);
    };
  }, [keys, docs]);

  useEffect(() => {
    if (!isReady) return;
    const anchors = Object.fromEntries(keys.map((k) => [k, docs[k].id])) as Record<K, string>;
    // A hash wins: the browser has already scrolled there.
    if (keyFromHash(window.location.hash, anchors)) return;
    const key = parseKey(query.belge, keys);
    if (key) document.getElementById(docs[key].id)?.scrollIntoView({ block: "start" });
  }, [isReady, query.belge, keys, docs]);

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
      <nav
        aria-label="Yasal belgeler"
        className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
      >
        <ol className="space-y-3 text-sm">
          {keys.map((key) => {
            const doc = docs[key];
            return (
              <li key={key} className="rounded-xl border border-neutral-200 bg-white p-4">
                <a
                  href={`#${doc.id}`}
                  aria-current={key === current ? "location" : undefined}
                  className="font-semibold text-neutral-900 hover:text-brand-700 hover:underline aria-[current=location]:text-brand-700"
                >
                  {doc.title}
                </a>
                <SectionLinks
                  sections={doc.sections}
                  className={`mt-2 space-y-1.5 ${key === current ? "hidden lg:block" : "hidden"}`}
                />
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="min-w-0 max-w-3xl space-y-16">
        {keys.map((key) => {
          const doc = docs[key];
          return (
            <article key={key} id={doc.id} aria-labelledby={`${doc.id}-baslik`} className="scroll-mt-24">
              <header className="border-b border-neutral-200 pb-4">
                <h2
                  id={`${doc.id}-baslik`}
                  className="text-2xl font-extrabold tracking-tight text-neutral-900 sm:text-3xl"
                >
                  {doc.title}
                </h2>
                <p className="mt-2 text-sm text-neutral-600">
                  Son güncelleme: <time dateTime={doc.updatedAt}>{formatTurkishDate(doc.updatedAt)}</time>
                </p>
              </header>
              <div className="mt-6 space-y-8">
                {doc.intro && <ContentBlocks blocks={doc.intro} />}
                <SectionList sections={doc.sections} level={3} />
              </div>
            </article>
          );
        })}
      </div>
    </div>
  );
}
