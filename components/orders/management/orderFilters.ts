import type { ParsedUrlQuery } from "node:querystring";
import { listStateParser } from "@/components/management/listParams";
import type { OrderSource, OrderStatus } from "@/lib/orders/types";

// English URL keys and values like every other list (listParams.ts); `legacy` is the old Turkish slug.
export const FILTERS: Array<{ slug: string; legacy: string; label: string; status?: OrderStatus; overdue?: true }> = [
  { slug: "all", legacy: "tumu", label: "Tümü" },
  { slug: "awaiting_payment", legacy: "odeme-bekleyen", label: "Ödeme bekleyen", status: "awaiting_payment" },
  { slug: "overdue", legacy: "gecikmis", label: "Gecikmiş", status: "awaiting_payment", overdue: true },
  { slug: "paid", legacy: "odendi", label: "Ödendi", status: "paid" },
  { slug: "completed", legacy: "tamamlandi", label: "Tamamlandı", status: "completed" },
  { slug: "cancelled", legacy: "iptal", label: "İptal", status: "cancelled" },
];
export const SOURCES: Array<{ slug: string; legacy: string; label: string; source?: OrderSource }> = [
  { slug: "all", legacy: "hepsi", label: "Tüm kaynaklar" },
  { slug: "listing", legacy: "hemenal", label: "Hemen Al", source: "listing" },
  { slug: "auction", legacy: "ihale", label: "İhale", source: "auction" },
];
export const pickSource = (query: ParsedUrlQuery) =>
  SOURCES.find((s) => s.slug === query.source) ?? SOURCES.find((s) => s.legacy === query.kaynak) ?? SOURCES[0];
export const parseOrderListState = listStateParser(FILTERS, (query) => ({ source: pickSource(query).slug }));
