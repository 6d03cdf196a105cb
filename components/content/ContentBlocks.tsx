import Link from "@/components/ui/Link";
import type { Block, Inline } from "@/lib/content/types";
import { ContentTable } from "@/components/content/ContentTable";
import { RichText } from "@/components/content/RichText";

/** Renders content blocks with the site's reading typography (no typography plugin). */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 text-base leading-7 text-neutral-700">
      {blocks.map((block, i) => (
        <ContentBlock key={i} block={block} />
      ))}
    </div>
  );
}

const listItems = (items: Inline[]) =>
  items.map((item, i) => (
    <li key={i} className="pl-1">
      <RichText text={item} />
    </li>
  ));

function ContentBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "p":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "h3":
      return <h3 className="pt-2 text-lg font-semibold text-neutral-900">{block.text}</h3>;
    case "ul":
      return <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">{listItems(block.items)}</ul>;
    case "ol":
      return (
        <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-neutral-900">
          {listItems(block.items)}
        </ol>
      );
    case "steps":
      return (
        <ol className="space-y-4">
          {block.items.map((step, i) => (
            <li key={i} className="flex gap-4 rounded-xl border border-neutral-200 bg-white p-4">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <p className="font-semibold text-neutral-900">
                  <span className="sr-only">{i + 1}. adım: </span>
                  {step.title}
                </p>
                <p className="mt-1">
                  <RichText text={step.text} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      );
    case "dl":
      return (
        <dl className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white">
          {block.items.map((item, i) => (
            <div key={i} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
              <dt className="font-semibold text-neutral-900">{item.term}</dt>
              <dd className="sm:col-span-2">
                <RichText text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return <ContentTable block={block} />;
    case "note":
      return (
        <div className="rounded-xl border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-neutral-800">
          {block.title && <p className="font-semibold text-neutral-900">{block.title}</p>}
          <p className={block.title ? "mt-1" : undefined}>
            <RichText text={block.text} />
          </p>
        </div>
      );
    case "cta":
      return (
        <p className="pt-2">
          <Link
            href={block.href}
            className="inline-flex items-center rounded-lg bg-ink px-5 py-3 font-semibold text-white hover:bg-neutral-800"
          >
            {block.text}
          </Link>
        </p>
      );
  }
}
