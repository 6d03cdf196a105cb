import Link from "next/link";
import { useEffect, useState } from "react";
import { useManagement } from "@/components/management/ManagementProvider";
import { MANAGEMENT_MENU } from "@/components/management/menu";
import { Seo } from "@/components/Seo";
import { Icon } from "@/components/ui/Icon";
import { http } from "@/lib/http";

/** The first management screen: a greeting, the open provision work and a card per allowed section. */
export default function ManagementDashboard() {
  const { staff, hasPermission } = useManagement();
  const canApprove = hasPermission("provision:approve");
  const [pending, setPending] = useState<number | null>(null);

  useEffect(() => {
    if (!canApprove) return;
    http
      .get<{ total: number }>("/api/management/provision-requests", { params: { status: "pending", pageSize: 1 } })
      .then((r) => setPending(r.total))
      .catch(() => setPending(null));
  }, [canApprove]);

  const sections = MANAGEMENT_MENU.filter((item) => item.path !== "/management" && (!item.permission || hasPermission(item.permission)));

  return (
    <>
      <Seo title="Yönetim Paneli" description="MotoBorsa yönetim paneli." noindex />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Hoş geldiniz{staff?.displayName ? `, ${staff.displayName.split(" ")[0]}` : ""}</h1>
      <p className="mt-1 text-neutral-600">Yetkili olduğunuz bölümler aşağıda. Bir işlem yapmak için bölümü seçin.</p>

      {canApprove && (
        <Link
          href="/management/provizyon"
          className="mt-6 flex items-center justify-between gap-4 rounded-2xl bg-ink p-6 text-white shadow-sm transition hover:bg-neutral-900"
        >
          <div>
            <p className="text-sm text-neutral-400">Onay bekleyen provizyon talepleri</p>
            <p className="mt-1 text-3xl font-bold tabular-nums text-brand-500" aria-live="polite">
              {pending === null ? "—" : pending}
            </p>
          </div>
          <span className="inline-flex items-center gap-1 text-sm font-semibold">
            Talepleri incele
            <Icon name="chevronRight" className="h-4 w-4" />
          </span>
        </Link>
      )}

      {sections.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {sections.map((item) => (
            <li key={item.path}>
              <Link href={item.path} className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200 transition hover:ring-brand-500">
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
