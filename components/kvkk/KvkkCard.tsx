import type { ReactNode } from "react";
import { FormAlert } from "@/components/ui/Field";

/** One card of the KVKK pages: a labelled section with its heading and explanation, then its content. */
export function KvkkCard({
  id,
  title,
  text,
  ring,
  titleTone = "",
  children,
}: {
  id: string;
  title: string;
  text: string;
  /** The card's outline (tailwind ring classes): the deletion card is red, the download link's card stands out. */
  ring: string;
  titleTone?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl bg-white p-6 shadow-sm ${ring}`}>
      <h2 id={id} className={titleTone ? `text-lg font-bold ${titleTone}` : "text-lg font-bold"}>
        {title}
      </h2>
      <p className="mt-2 text-sm text-neutral-700">{text}</p>
      {children}
    </section>
  );
}

/** What a KVKK action answered: its error, or its confirmation read out by screen readers. */
export function ActionOutcome({ error, done }: { error: string; done: string }) {
  return (
    <>
      {error && <FormAlert>{error}</FormAlert>}
      {done && (
        <p role="status" className="mt-3 text-sm font-semibold text-green-800">
          {done}
        </p>
      )}
    </>
  );
}
