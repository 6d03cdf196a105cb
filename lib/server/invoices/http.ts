import type { NextApiResponse } from "next";
import type { InvoicePdf } from "@/lib/server/invoices/service";

/** Answers a PDF as a download; route() sees the answer sent and adds nothing. */
export function sendPdf(res: NextApiResponse, { filename, pdf }: InvoicePdf): void {
  res.status(200);
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
  res.setHeader("Content-Length", pdf.length);
  res.end(pdf);
}
