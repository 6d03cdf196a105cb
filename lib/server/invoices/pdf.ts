import path from "node:path";
import PDFDocument from "pdfkit";

/**
 * pdfkit with DejaVu Sans embedded (every Turkish letter: ğ, ş, İ, ı…); the PDF standard fonts have
 * no ğ/ş/ı, so nothing here may fall back to them. Read from node_modules at run time: the pages
 * router keeps server dependencies outside the bundle.
 */
const FONT_DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
export const FONTS = {
  regular: path.join(FONT_DIR, "DejaVuSans.ttf"),
  bold: path.join(FONT_DIR, "DejaVuSans-Bold.ttf"),
};

export type Pdf = PDFKit.PDFDocument;

/** Renders a document into a Buffer; `draw` writes the pages. Metadata title and a fixed creation date. */
export function renderPdf(meta: { title: string; createdAt: Date }, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: 50,
      font: FONTS.regular,
      info: { Title: meta.title, Author: "MotoBorsa", CreationDate: meta.createdAt },
    });
    doc.registerFont("regular", FONTS.regular);
    doc.registerFont("bold", FONTS.bold);
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** A label: value row at the current position. */
export function field(doc: Pdf, label: string, value: string, x = 50, width = 495): void {
  doc.font("bold").fontSize(9).text(`${label}: `, x, doc.y, { continued: true, width });
  doc.font("regular").text(value);
}

export function heading(doc: Pdf, text: string, size = 12): void {
  doc.moveDown(0.6).font("bold").fontSize(size).text(text, 50, doc.y);
  doc.moveDown(0.2);
}

/** A simple table: column widths add up to the page's 495 points; the first row is the header. */
export function table(doc: Pdf, widths: number[], rows: string[][], align: ("left" | "right")[]): void {
  for (const [index, row] of rows.entries()) {
    const top = doc.y;
    let x = 50;
    let bottom = top;
    doc.font(index === 0 ? "bold" : "regular").fontSize(9);
    row.forEach((cell, i) => {
      doc.text(cell, x + 2, top + 3, { width: widths[i] - 4, align: align[i] });
      bottom = Math.max(bottom, doc.y);
      x += widths[i];
    });
    doc
      .moveTo(50, bottom + 3)
      .lineTo(545, bottom + 3)
      .lineWidth(index === 0 ? 1 : 0.5)
      .stroke();
    doc.y = bottom + 5;
  }
  doc.x = 50;
}
