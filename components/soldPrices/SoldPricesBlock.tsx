import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { SOLD_PRICES_LABELS as t } from "@/lib/auctions/labels";
import type { SoldPrices } from "@/lib/auctions/types";
import { formatTL } from "@/lib/format";
import { formatShortDate } from "@/lib/dates";
import { http } from "@/lib/http";

// recharts is large: its chunk loads only when this block has scrolled into view and has data,
// so neither detail page's first-load JavaScript carries it (PRODUCT §6.5).
const SoldPricesChart = dynamic(() => import("@/components/soldPrices/SoldPricesChart"), {
  ssr: false,
  loading: () => <div className="h-48 animate-pulse rounded-xl bg-neutral-100" aria-hidden="true" />,
});

/**
 * What the same brand and model sold for over the last 12 months, on the auction and Hemen Al
 * detail pages. Nothing is fetched until the block is (nearly) visible; the figures are also listed
 * for screen readers and exact reading.
 */
export function SoldPricesBlock({ brand, model }: { brand: string; model: string }) {
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  const [data, setData] = useState<SoldPrices | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    // Every browser the site supports has IntersectionObserver; without one the block stays a heading.
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    http
      .get<SoldPrices>("/api/sold-prices", { params: { brand, model } })
      .then((d) => !cancelled && setData(d))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [visible, brand, model]);

  const prices = data?.items.map((i) => i.price) ?? [];
  return (
    <section
      ref={ref}
      className="mx-auto max-w-7xl px-4 pb-8"
      aria-labelledby="satis-fiyatlari"
      data-testid="sold-prices"
    >
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
        <h2 id="satis-fiyatlari" className="mb-3 text-lg font-bold">
          {t.title(`${brand} ${model}`)}
        </h2>
        {failed ? (
          <p className="text-sm text-neutral-600">{t.failed}</p>
        ) : !data ? (
          <p className="text-sm text-neutral-500" role="status">
            {t.loading}
          </p>
        ) : data.items.length === 0 ? (
          <p className="text-sm text-neutral-600">{t.empty}</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-neutral-700">
              {t.summary(prices.length, formatTL(Math.min(...prices)), formatTL(Math.max(...prices)))}
            </p>
            <SoldPricesChart items={data.items} />
            <ul className="sr-only">
              {data.items.map((i) => (
                <li key={`${i.at}-${i.price}`}>
                  {formatShortDate(i.at)}: {formatTL(i.price)} ({i.kind === "auction" ? t.auction : t.listing})
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
