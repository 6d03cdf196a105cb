import type { ReactNode } from "react";

/**
 * A vehicle page's price box: the dark head with the label and the price (and what `head` adds
 * under it), then the light body with the form. `aria-labelledby="fiyat"` names the box by its label.
 */
export function PriceBox({
  label,
  price,
  priceTestId,
  live = false,
  head,
  bodyClassName,
  children,
}: {
  label: ReactNode;
  price: string;
  priceTestId: string;
  /** Announce price changes (an auction's bids). */
  live?: boolean;
  head: ReactNode;
  bodyClassName: string;
  children: ReactNode;
}) {
  return (
    <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200" aria-labelledby="fiyat">
      <div className="bg-ink p-5 text-white">
        <p id="fiyat" className="text-sm text-neutral-400">
          {label}
        </p>
        <p
          className="mt-1 text-4xl font-extrabold tabular-nums"
          data-testid={priceTestId}
          aria-live={live ? "polite" : undefined}
        >
          {price}
        </p>
        {head}
      </div>
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}
