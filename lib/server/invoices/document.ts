import { COMPANY } from "@/lib/company";
import { formatKurus } from "@/lib/invoices/rules";
import { invoiceLabels, totalInWords } from "@/lib/invoices/labels";
import type { BillingParty, InvoiceKind, InvoiceLine } from "@/lib/invoices/types";
import { field, heading, renderPdf, table } from "@/lib/server/invoices/pdf";

/** An issued invoice with its identity number opened: what the PDF (and an integrator) receive. */
export type InvoicePrint = {
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  buyer: BillingParty;
  lines: InvoiceLine[];
  netKurus: number;
  kdvKurus: number;
  totalKurus: number;
  kdvRate: number;
  creditsNumber: string | null;
};

const dateTime = (at: Date) =>
  at.toLocaleString("tr-TR", { timeZone: "Europe/Istanbul", dateStyle: "short", timeStyle: "short" });

/**
 * The e-Arşiv invoice as a PDF: seller (legal name, address, tax office, MERSİS), buyer, lines with
 * KDV shown separately, totals and the total in words. The buyer's T.C. Kimlik No / VKN is printed in
 * full: an invoice must name the buyer's tax identity, and only the buyer and staff can download it.
 */
export function renderInvoicePdf(invoice: InvoicePrint): Promise<Buffer> {
  const title = invoice.kind === "credit_note" ? invoiceLabels.creditNoteTitle : invoiceLabels.invoiceTitle;
  return renderPdf({ title: `${title} ${invoice.number}`, createdAt: invoice.issuedAt }, (doc) => {
    doc.font("bold").fontSize(16).text(title, { align: "right" });
    doc.font("regular").fontSize(9);
    field(doc, "Fatura No", invoice.number);
    field(doc, "Düzenlenme tarihi", dateTime(invoice.issuedAt));
    if (invoice.creditsNumber) field(doc, "İade edilen fatura", invoice.creditsNumber);

    heading(doc, "Satıcı");
    doc.font("bold").fontSize(10).text(COMPANY.legalName);
    field(doc, "Adres", COMPANY.address);
    field(doc, "Vergi dairesi", COMPANY.taxOffice);
    field(doc, "MERSİS No", COMPANY.mersis);

    heading(doc, "Alıcı");
    doc
      .font("bold")
      .fontSize(10)
      .text(invoice.buyer.name || "—");
    if (invoice.buyer.kind === "person") field(doc, "T.C. Kimlik No", invoice.buyer.identityNumber);
    else {
      field(doc, "Vergi Kimlik No", invoice.buyer.vkn);
      field(doc, "Vergi dairesi", invoice.buyer.taxOffice);
    }

    heading(doc, "Hizmetler");
    table(
      doc,
      [205, 40, 85, 80, 85],
      [
        ["Açıklama", "Miktar", "Tutar (KDV hariç)", `KDV (%${invoice.kdvRate})`, "Toplam"],
        ...invoice.lines.map((l) => [
          l.description,
          String(l.quantity),
          formatKurus(l.netKurus),
          formatKurus(l.kdvKurus),
          formatKurus(l.totalKurus),
        ]),
      ],
      ["left", "right", "right", "right", "right"],
    );
    doc.moveDown(0.5);
    field(doc, "Mal/hizmet toplamı (KDV hariç)", formatKurus(invoice.netKurus), 300, 245);
    field(doc, `Hesaplanan KDV (%${invoice.kdvRate})`, formatKurus(invoice.kdvKurus), 300, 245);
    field(doc, "Ödenecek tutar", formatKurus(invoice.totalKurus), 300, 245);
    doc.moveDown(0.5);
    doc.font("regular").fontSize(9).text(totalInWords(invoice.totalKurus), 50, doc.y);
    doc.moveDown(1);
    doc
      .fontSize(8)
      .fillColor("#555555")
      .text(
        "Bu belge e-Arşiv fatura düzeninde düzenlenmiştir. İrsaliye yerine geçmez. Hizmet bedeline KDV dahildir; KDV ayrıca gösterilmiştir.",
      );
  });
}
