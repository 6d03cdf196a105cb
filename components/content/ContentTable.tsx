import { RichText } from "@/components/content/RichText";
import type { Block } from "@/lib/content/types";

/** A content table with its caption; rows with a header cell each. */
export function ContentTable({ block }: { block: Extract<Block, { type: "table" }> }) {
  // Wide tables turn into one card per row below `sm`, so nothing hides behind a sideways scroll
  // at 390 px; the table markup (and its header association) stays the same.
  const stack = block.head.length > 2;
  return (
    <div className="overflow-hidden rounded-xl border border-neutral-200 bg-white">
      <table className="w-full border-collapse text-left text-sm leading-6">
        <caption className="border-b border-neutral-200 px-4 py-3 text-left font-semibold text-neutral-900">
          {block.caption}
        </caption>
        <thead className={`bg-neutral-100 text-neutral-900 ${stack ? "max-sm:sr-only" : ""}`}>
          <tr>
            {block.head.map((h, i) => (
              <th key={i} scope="col" className="px-4 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {block.rows.map((row, r) => (
            <tr key={r} className={stack ? "max-sm:block max-sm:py-2" : undefined}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th
                    key={c}
                    scope="row"
                    className={`px-4 py-2 align-top font-medium text-neutral-900 ${stack ? "max-sm:block max-sm:pb-1" : ""}`}
                  >
                    <RichText text={cell} />
                  </th>
                ) : (
                  <td key={c} className={`px-4 py-2 align-top ${stack ? "max-sm:block max-sm:py-1" : ""}`}>
                    {stack && (
                      <span
                        aria-hidden="true"
                        className="block text-xs font-semibold uppercase tracking-wide text-neutral-600 sm:hidden"
                      >
                        {block.head[c]}
                      </span>
                    )}
                    <RichText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
