import { FetchedList } from "@/components/profile/FetchedList";
import { ProfileSection } from "@/components/profile/ProfileSection";
import { InvoiceList } from "@/components/invoices/InvoiceList";
import { Button } from "@/components/ui/Button";
import { errorMessage } from "@/lib/errors";
import { useMyDocuments, usePdfDownload } from "@/lib/invoices/client";
import { invoiceLabels } from "@/lib/invoices/labels";
import { FEE_KDV_TEXT } from "@/lib/invoices/rules";

/** Profil › Faturalarım ve belgelerim: invoices, credit notes and the sales contracts, each downloadable. */
export function MyDocuments() {
  const { data, error } = useMyDocuments();
  const pdf = usePdfDownload();
  const contracts = data?.contracts ?? [];
  return (
    <ProfileSection title={invoiceLabels.sectionTitle} id="faturalarim">
      <FetchedList
        items={data ? data.invoices : null}
        error={error ? errorMessage(error, invoiceLabels.loadFailed) : null}
        loadingLabel={invoiceLabels.loading}
        empty={invoiceLabels.empty}
      >
        {(invoices) => <InvoiceList invoices={invoices} pdf={pdf} />}
      </FetchedList>
      {contracts.length > 0 && (
        <div className="mt-5">
          <h3 className="text-sm font-bold">{invoiceLabels.contractsTitle}</h3>
          <p className="text-xs text-neutral-600">{invoiceLabels.contractHint}</p>
          <ul className="mt-2 divide-y divide-neutral-100" aria-label={invoiceLabels.contractsTitle}>
            {contracts.map((c) => (
              <li key={c.orderId} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <p className="text-sm font-semibold">
                  MB-S-{c.orderId} · {c.title}
                </p>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={pdf.busy === c.pdfUrl}
                  onClick={() => pdf.download(c.pdfUrl, `satis-sozlesmesi-MB-S-${c.orderId}.pdf`)}
                  aria-label={`${invoiceLabels.downloadContract}: MB-S-${c.orderId}`}
                >
                  {invoiceLabels.downloadContract}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {pdf.error && (
        <p className="mt-3 text-sm text-red-700" role="alert">
          {pdf.error}
        </p>
      )}
      <p className="mt-4 text-xs text-neutral-500">{FEE_KDV_TEXT}</p>
    </ProfileSection>
  );
}
