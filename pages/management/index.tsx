import Link from "@/components/ui/Link";
import { useState } from "react";
import { DashboardFigures, RANGE_LABELS } from "@/components/management/dashboard/DashboardFigures";
import { useManagement } from "@/components/management/ManagementProvider";
import { MANAGEMENT_MENU } from "@/components/management/menu";
import { Seo } from "@/components/Seo";
import { Icon } from "@/components/ui/Icon";
import { useDashboard } from "@/lib/dashboard/client";
import type { DashboardRange } from "@/lib/dashboard/types";

const RANGES: DashboardRange[] = ["today", "7d", "30d"];

/** The first management screen: the figures of the chosen period (each only for the roles it concerns) and a card per allowed section. */
export default function ManagementDashboard() {
  const { staff, hasPermission } = useManagement();
  const [range, setRange] = useState<DashboardRange>("7d");
  const dashboard = useDashboard(range);

  const sections = MANAGEMENT_MENU.filter(
    (item) => item.path !== "/management" && (!item.permission || hasPermission(item.permission)),
  );

  return (
    <>
      <Seo title="Yönetim Paneli" description="MotoBorsa yönetim paneli." noindex />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            Hoş geldiniz{staff?.displayName ? `, ${staff.displayName.split(" ")[0]}` : ""}
          </h1>
          <p className="mt-1 text-neutral-600">Seçtiğiniz dönemin özeti; rakamlar yetkilerinize göre gösterilir.</p>
        </div>
        <div
          role="group"
          aria-label="Dönem"
          className="inline-flex rounded-xl bg-white p-1 shadow-sm ring-1 ring-neutral-200"
        >
          {RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={r === range}
              onClick={() => setRange(r)}
              className={`whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-semibold ${r === range ? "bg-ink text-white" : "text-neutral-600 hover:bg-neutral-100"}`}
            >
              {RANGE_LABELS[r]}
            </button>
          ))}
        </div>
      </div>

      <DashboardFigures
        data={dashboard.data}
        loading={dashboard.loading}
        error={dashboard.error}
        onRetry={dashboard.retry}
      />

      <h2 className="mt-10 text-lg font-bold tracking-tight">Bölümler</h2>
      {sections.length > 0 ? (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {sections.map((item) => (
            <li key={item.path}>
              <Link
                href={item.path}
                className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 transition hover:ring-brand-500"
              >
                <span className="grid h-10 w-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={item.icon} className="h-5 w-5" />
                </span>
                <span className="mt-4 font-semibold">{item.label}</span>
                <span className="mt-1 text-sm text-neutral-600">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-neutral-200">
          <p className="font-semibold">Hesabınıza henüz bir yetki tanımlanmamış.</p>
          <p className="mt-1 text-sm text-neutral-600">Bir süper yöneticiden ihtiyacınız olan yetkileri isteyin.</p>
        </div>
      )}
    </>
  );
}
