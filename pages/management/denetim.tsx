import { useRouter } from "next/router";
import { useState } from "react";
import { AUDIT_COLUMNS, AuditEntryRow } from "@/components/audit/AuditEntryRow";
import { AuditFilterForm } from "@/components/audit/AuditFilterForm";
import { auditFiltersOf, auditHref, type AuditFilters } from "@/components/audit/auditFilters";
import { listPage } from "@/components/management/listParams";
import { ManagementLayout } from "@/components/management/ManagementLayout";
import { ManagementTable } from "@/components/management/ManagementTable";
import { stackedTable } from "@/components/management/stackedTable";
import { TablePager } from "@/components/management/TablePager";
import { Seo } from "@/components/Seo";
import { useAuditLog, useAuditOptions } from "@/lib/audit/client";
import { withQuery } from "@/lib/clientData";
import { handleError } from "@/lib/errors";
import { http } from "@/lib/http";
import type { PageWithLayout } from "@/pages/_app";

const PAGE_SIZE = 25;

const ManagementAuditPage: PageWithLayout = () => {
  const router = useRouter();
  const filters = auditFiltersOf(router.query);
  const page = listPage(router.query);
  const go = (next: AuditFilters, p = 1, replace = false) =>
    void (replace ? router.replace : router.push)(auditHref(next, p), undefined, { shallow: true });
  const { data, loading } = useAuditLog({ ...filters, page, pageSize: PAGE_SIZE }, (last) => go(filters, last, true));
  const options = useAuditOptions();
  const [exporting, setExporting] = useState(false);

  // The export needs the staff token, so it is fetched here and handed to the browser as a file.
  const exportCsv = async () => {
    setExporting(true);
    try {
      const blob = await http.get<Blob>(withQuery("/api/management/audit", { ...filters, format: "csv" }), {
        responseType: "blob",
      });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `denetim-kaydi-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      handleError(error, "CSV indirilemedi.");
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Seo title="Denetim Kaydı" description="Personel işlemlerinin kaydı." noindex />
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight">Denetim Kaydı</h1>
        <p className="text-sm text-neutral-600">
          Personelin yaptığı her işlem: kim, ne zaman, hangi kayıtta, öncesi ve sonrası. Tarihler İstanbul saatine
          göredir; CSV dosyası Excel’de Türkçe karakterlerle açılır.
        </p>
      </div>
      <section aria-label="Denetim kayıtları" className="rounded-2xl bg-white shadow-sm ring-1 ring-neutral-200">
        <AuditFilterForm
          initial={filters}
          staff={options.staff}
          actions={options.actions}
          onApply={(next) => go(next)}
          onExport={() => void exportCsv()}
          exporting={exporting}
        />
        <ManagementTable
          items={data?.items}
          loading={loading}
          empty="Bu filtrelerle kayıt yok."
          tableClassName={stackedTable("md:min-w-[960px]")}
          columns={AUDIT_COLUMNS}
        >
          {(entry) => <AuditEntryRow key={entry.id} entry={entry} />}
        </ManagementTable>
        <TablePager list={data} page={page} noun="kayıt" onPage={(p) => go(filters, p)} />
      </section>
    </>
  );
};

ManagementAuditPage.getLayout = (page) => <ManagementLayout>{page}</ManagementLayout>;

export default ManagementAuditPage;
