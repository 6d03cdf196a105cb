import type { ReactNode } from "react";

/** A price box's figures in two columns: label, value and an optional test id. */
export function Facts({ items }: { items: Array<[string, ReactNode, string?]> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      {items.map(([label, value, testId]) => (
        <div key={label}>
          <dt className="text-neutral-500">{label}</dt>
          <dd className="font-bold tabular-nums" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
