import type { ComponentProps } from "react";
import { FilterTabs } from "@/components/services/FilterTabs";

/**
 * The underlined state tabs above a management table. The choice lives in the URL (`hrefFor`), so a
 * reload or a shared link keeps it; the current tab is marked with aria-current. `clickFor` takes a
 * plain click over (useManagementNav's linkClick) so it builds on the latest state asked for.
 */
export function StatusTabs(props: Omit<ComponentProps<typeof FilterTabs>, "layout"> & { label: string }) {
  return <FilterTabs layout="underline" {...props} />;
}
