import { useRouter } from "next/router";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/Button";
import { filterInputClass, RangeFilter } from "@/components/ui/RangeFilter";
import type { ListingListParams } from "@/lib/buyNow/schemas";
import { PROVINCES } from "@/lib/provinces";
import { listingsHref } from "./listUrl";

/**
 * The /hemenal filters as a plain GET form (works before JavaScript loads); with JavaScript the
 * router navigates without a reload. Every filter lives in the URL, like the auction list.
 */
export function ListingFilters({ params, brands }: { params: ListingListParams; brands: string[] }) {
  const router = useRouter();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    data.forEach((value, key) => {
      if (typeof value === "string" && value.trim() !== "") next[key] = value.trim();
    });
    void router.push(listingsHref({ ...next, sort: params.sort } as Partial<ListingListParams>));
  };
  return (
    <form key={router.asPath} action="/hemenal" method="get" onSubmit={onSubmit} className="space-y-4" aria-label="Hemen Al filtreleri">
      <input type="hidden" name="sort" value={params.sort} />
      <div>
        <label htmlFor="h-brand" className="mb-1.5 block text-sm font-medium text-neutral-800">
          Marka
        </label>
        <select id="h-brand" name="brand" defaultValue={params.brand ?? ""} className={filterInputClass}>
          <option value="">Tüm markalar</option>
          {brands.map((b) => (
            <option key={b}>{b}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="h-city" className="mb-1.5 block text-sm font-medium text-neutral-800">
          Şehir
        </label>
        <select id="h-city" name="city" defaultValue={params.city ?? ""} className={filterInputClass}>
          <option value="">Tüm Türkiye</option>
          {[...PROVINCES].sort((a, b) => a.localeCompare(b, "tr")).map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </div>
      <RangeFilter label="Fiyat (TL)" nameMin="priceMin" nameMax="priceMax" min={params.priceMin} max={params.priceMax} placeholderMin="50000" placeholderMax="500000" />
      <RangeFilter label="Model yılı" nameMin="yearMin" nameMax="yearMax" min={params.yearMin} max={params.yearMax} placeholderMin="2015" placeholderMax="2026" />
      <div className="flex gap-2 pt-1">
        <Button type="submit" className="flex-1">
          Filtrele
        </Button>
        <a
          href={listingsHref({ sort: params.sort })}
          className="inline-flex items-center rounded-lg px-3 text-sm font-semibold text-neutral-600 hover:bg-neutral-100"
          onClick={(e) => {
            e.preventDefault();
            void router.push(listingsHref({ sort: params.sort }));
          }}
        >
          Temizle
        </a>
      </div>
    </form>
  );
}
