import { COMPANY } from "@/lib/company";
import { formatKurus } from "@/lib/invoices/rules";
import { invoiceLabels, invoicePdfLabels as L, totalInWords } from "@/lib/invoices/labels";
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
    field(doc, L.number, invoice.number);
    field(doc, L.issuedAt, dateTime(invoice.issuedAt));
    if (invoice.creditsNumber) field(doc, L.credits, invoice.creditsNumber);

    heading(doc, L.seller);
    doc.font("bold").fontSize(10).text(COMPANY.legalName);
    field(doc, L.address, COMPANY.address);
    field(doc, L.taxOffice, COMPANY.taxOffice);
    field(doc, L.mersis, COMPANY.mersis);

    heading(doc, L.buyer);
    doc
      .font("bold")
      .fontSize(10)
      .text(invoice.buyer.name || "—");
    if (invoice.buyer.kind === "person") field(doc, L.identityNumber, invoice.buyer.identityNumber);
    else {
      field(doc, L.vkn, invoice.buyer.vkn);
      field(doc, L.taxOffice, invoice.buyer.taxOffice);
    }

    heading(doc, L.services);
    table(
      doc,
      [205, 40, 85, 80, 85],
      [
        L.columns(invoice.kdvRate),
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
    field(doc, L.net, formatKurus(invoice.netKurus), 300, 245);
    field(doc, L.kdv(invoice.kdvRate), formatKurus(invoice.kdvKurus), 300, 245);
    field(doc, L.total, formatKurus(invoice.totalKurus), 300, 245);
    doc.moveDown(0.5);
    doc.font("regular").fontSize(9).text(totalInWords(invoice.totalKurus), 50, doc.y);
    doc.moveDown(1);
    doc.fontSize(8).fillColor("#555555").text(L.footer);
  });
}
