/**
 * The pre-filled sales contract (docs/invoices.md): parties, vehicle identity and price, for the buyer
 * to take to the noter appointment. Rendered on demand from the order as it is now; the signed copy
 * is what the noter keeps.
 */
import { COMPANY } from "@/lib/company";
import { formatTL } from "@/lib/format";
import { amountInWords } from "@/lib/amountInWords";
import { contractAvailable } from "@/lib/invoices/rules";
import { INVOICE_ERRORS } from "@/lib/invoices/labels";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { billingIdentityOf, openSealedIdentityNumber } from "@/lib/server/identity/service";
import { field, heading, renderPdf } from "@/lib/server/invoices/pdf";
import * as q from "@/lib/server/invoices/queries";
import { orderForDocuments } from "@/lib/server/orders/service";
import type { StaffMember } from "@/lib/server/staff/service";
import type { InvoicePdf } from "@/lib/server/invoices/service";

const DASH = "—";
const text = (value: unknown): string =>
  value === null || value === undefined || String(value).trim() === "" ? DASH : String(value);

type Party = { name: string; identity: string; contact: string };

async function personParty(uid: string): Promise<Party> {
  const db = getDb();
  const [identity, profile] = await Promise.all([billingIdentityOf(db, uid), q.profileOf(db, uid)]);
  const profileName = `${profile?.name ?? ""} ${profile?.lastName ?? ""}`.trim();
  return {
    name: identity?.name || profileName || DASH,
    identity: identity ? `T.C. Kimlik No: ${openSealedIdentityNumber(identity.sealed)}` : `T.C. Kimlik No: ${DASH}`,
    contact: [profile?.phone, profile?.email, profile?.city].filter(Boolean).join(" · ") || DASH,
  };
}

const companyParty = (): Party => ({
  name: COMPANY.legalName,
  identity: `${COMPANY.taxOffice} · MERSİS No: ${COMPANY.mersis}`,
  contact: `${COMPANY.address} · ${COMPANY.phone}`,
});

function drawParty(doc: PDFKit.PDFDocument, title: string, party: Party) {
  heading(doc, title, 11);
  doc.font("bold").fontSize(10).text(party.name);
  doc.font("regular").fontSize(9).text(party.identity).text(party.contact);
}

async function renderContract(orderId: number, access: (buyerUid: string) => void): Promise<InvoicePdf> {
  const found = await orderForDocuments(orderId);
  if (!found) throw new AppError("not_found", INVOICE_ERRORS.orderNotFound);
  const { order, sellerUid } = found;
  access(order.buyerUid);
  if (!contractAvailable(order.status)) throw new AppError("conflict", INVOICE_ERRORS.contractNotYet);
  const [vehicle, buyer, seller] = await Promise.all([
    q.vehicleRecord(getDb(), order.vehicleId),
    personParty(order.buyerUid),
    sellerUid ? personParty(sellerUid) : Promise.resolve(companyParty()),
  ]);
  const v = vehicle ?? {};
  const now = new Date();
  const pdf = await renderPdf({ title: `Satış sözleşmesi MB-S-${order.id}`, createdAt: now }, (doc) => {
    doc.font("bold").fontSize(15).text("Motosiklet Satış Sözleşmesi", { align: "center" });
    doc.font("regular").fontSize(9).text(`Sipariş MB-S-${order.id} · noter randevusu için ön doldurulmuştur`, {
      align: "center",
    });
    drawParty(doc, "Satıcı", seller);
    drawParty(doc, "Alıcı", buyer);
    heading(doc, "Araç", 11);
    field(doc, "Marka / model", `${text(v.brand)} ${text(v.model)}`);
    field(doc, "Model yılı", text(v.year));
    field(doc, "Plaka", text(v.plate));
    field(doc, "Şasi numarası (VIN)", text(v.vin));
    field(doc, "Motor numarası", text(v.engine_number));
    field(doc, "Ruhsat seri no", text(v.registration_serial));
    field(doc, "Kilometre", v.km === undefined || v.km === null ? DASH : `${Number(v.km).toLocaleString("tr-TR")} km`);
    field(doc, "Renk", text(v.colour));
    heading(doc, "Bedel", 11);
    field(doc, "Satış bedeli", formatTL(order.price));
    doc
      .font("regular")
      .fontSize(9)
      .text(`Yalnız ${amountInWords(order.price)}`);
    doc.moveDown(0.5);
    doc
      .fontSize(9)
      .text(
        "Satış bedeli noterin Güvenli Ödeme Sistemi (GÖS) üzerinden ödenir. Taraflar, yukarıda kimliği yazılı aracın mülkiyetinin noter huzurunda devredileceğini, aracın görüldüğü haliyle satıldığını ve bilgilerin doğruluğunu kabul eder.",
        { align: "justify" },
      );
    doc.moveDown(2);
    const y = doc.y;
    doc.font("bold").text("Satıcı (imza)", 50, y).text("Alıcı (imza)", 350, y);
    doc.moveDown(0.5);
    doc
      .font("regular")
      .fontSize(8)
      .text(`Düzenleyen: ${COMPANY.legalName}`, 50, doc.y + 30);
  });
  return { filename: `satis-sozlesmesi-MB-S-${order.id}.pdf`, pdf };
}

/** The buyer's contract; another user's order answers 404 (the same as a missing one). */
export function myContractPdf(uid: string, orderId: number): Promise<InvoicePdf> {
  return renderContract(orderId, (buyerUid) => {
    if (buyerUid !== uid) throw new AppError("not_found", INVOICE_ERRORS.orderNotFound);
  });
}

/** Staff with the orders permission (the route checks it). */
export function managedContractPdf(_staff: StaffMember, orderId: number): Promise<InvoicePdf> {
  return renderContract(orderId, () => {});
}
