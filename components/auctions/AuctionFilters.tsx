import { useRouter } from "next/router";
import type { FormEvent } from "react";
import { PROVINCES } from "@/lib/provinces";
import type { AuctionListParams } from "@/lib/auctions/schemas";
import { Button } from "@/components/ui/Button";
import { filterInputClass, RangeFilter } from "@/components/ui/RangeFilter";
import { listHref } from "./listUrl";

/**
 * The list filters as a plain GET form: it works before JavaScript loads, and with it the router
 * navigates without a full reload. Every filter lives in the URL.
 */
export function AuctionFilters({ params, brands }: { params: AuctionListParams; brands: string[] }) {
  const router = useRouter();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    data.forEach((value, key) => {
      if (typeof value === "string" && value.trim() !== "") next[key] = value.trim();
    });
    void router.push(listHref({ ...next, state: params.state, sort: params.sort } as Partial<AuctionListParams>));
  };
  // Remounted per URL so defaultValues follow back/forward navigation.
  return (
    <form key={router.asPath} action="/ihaleler" method="get" onSubmit={onSubmit} className="space-y-4" aria-label="İhale filtreleri">
      <input type="hidden" name="state" value={params.state} />
      <input type="hidden" name="sort" value={params.sort} />
      <div>
        <label htmlFor="f-brand" className="mb-1.5 block text-sm font-medium text-neutral-800">
          Marka
        </label>
        <select id="f-brand" name="brand" defaultValue={params.brand ?? ""} className={filterInputClass}>
          <option value="">Tüm markalar</option>
          {brands.map((b) => (
            <option key={b}>{b}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="f-model" className="mb-1.5 block text-sm font-medium text-neutral-800">
          Model
        </label>
        <input id="f-model" name="model" defaultValue={params.model ?? ""} placeholder="ör. MT-07" className={filterInputClass} />
      </div>
      <div>
        <label htmlFor="f-city" className="mb-1.5 block text-sm font-medium text-neutral-800">
          Şehir
        </label>
        <select id="f-city" name="city" defaultValue={params.city ?? ""} className={filterInputClass}>
          <option value="">Tüm Türkiye</option>
          {[...PROVINCES].sort((a, b) => a.localeCompare(b, "tr")).map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </div>
      <RangeFilter label="Model yılı" nameMin="yearMin" nameMax="yearMax" min={params.yearMin} max={params.yearMax} placeholderMin="2015" placeholderMax="2026" />
      <RangeFilter label="Kilometre" nameMin="kmMin" nameMax="kmMax" min={params.kmMin} max={params.kmMax} placeholderMin="0" placeholderMax="50000" />
      <RangeFilter label="Motor hacmi (cc)" nameMin="ccMin" nameMax="ccMax" min={params.ccMin} max={params.ccMax} placeholderMin="125" placeholderMax="1300" />
      <div className="flex gap-2 pt-1">
        <Button type="submit" className="flex-1">
          Filtrele
        </Button>
        <a href={listHref({ state: params.state, sort: params.sort })} className="inline-flex items-center rounded-lg px-3 text-sm font-semibold text-neutral-600 hover:bg-neutral-100" onClick={(e) => { e.preventDefault(); void router.push(listHref({ state: params.state, sort: params.sort })); }}>
          Temizle
        </a>
      </div>
    </form>
  );
}
