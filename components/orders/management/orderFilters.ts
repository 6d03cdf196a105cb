import type { ParsedUrlQuery } from "node:querystring";
import { listStateParser } from "@/components/management/listParams";
import { ORDER_FILTERS, ORDER_SOURCE_FILTERS } from "@/lib/orders/labels";

export const pickSource = (query: ParsedUrlQuery) =>
  ORDER_SOURCE_FILTERS.find((s) => s.slug === query.source) ??
  ORDER_SOURCE_FILTERS.find((s) => s.legacy === query.kaynak) ??
  ORDER_SOURCE_FILTERS[0];
export const parseOrderListState = listStateParser(ORDER_FILTERS, (query) => ({ source: pickSource(query).slug }));
