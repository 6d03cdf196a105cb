/**
 * The pre-filled sales contract (docs/invoices.md): parties, vehicle identity and price, for the buyer
 * to take to the noter appointment. Rendered on demand from the order as it is now; the signed copy
 * is what the noter keeps.
 */
import { COMPANY } from "@/lib/company";
import { formatTL } from "@/lib/format";
import { contractAvailable } from "@/lib/invoices/rules";
import { INVOICE_ERRORS, contractLabels as C } from "@/lib/invoices/labels";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { billingIdentityOf, openSealedIdentityNumber } from "@/lib/server/identity/service";
import { field, heading, renderPdf } from "@/lib/server/invoices/pdf";
import * as q from "@/lib/server/orders/contractQueries";
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
    identity: identity ? C.identity(openSealedIdentityNumber(identity.sealed)) : C.identity(DASH),
    contact: [profile?.phone, profile?.email, profile?.city].filter(Boolean).join(" · ") || DASH,
  };
}

const companyParty = (): Party => ({
  name: COMPANY.legalName,
  identity: C.companyIdentity(COMPANY.taxOffice, COMPANY.mersis),
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
  const pdf = await renderPdf({ title: C.documentTitle(order.id), createdAt: now }, (doc) => {
    doc.font("bold").fontSize(15).text(C.title, { align: "center" });
    doc.font("regular").fontSize(9).text(C.subtitle(order.id), {
      align: "center",
    });
    drawParty(doc, C.seller, seller);
    drawParty(doc, C.buyer, buyer);
    heading(doc, C.vehicle, 11);
    field(doc, C.brandModel, `${text(v.brand)} ${text(v.model)}`);
    field(doc, C.year, text(v.year));
    field(doc, C.plate, text(v.plate));
    field(doc, C.vin, text(v.vin));
    field(doc, C.engineNumber, text(v.engine_number));
    field(doc, C.registrationSerial, text(v.registration_serial));
    field(doc, C.km, v.km === undefined || v.km === null ? DASH : `${Number(v.km).toLocaleString("tr-TR")} km`);
    field(doc, C.colour, text(v.colour));
    heading(doc, C.price, 11);
    field(doc, C.salePrice, formatTL(order.price));
    doc.font("regular").fontSize(9).text(C.inWords(order.price));
    doc.moveDown(0.5);
    doc.fontSize(9).text(C.clause, { align: "justify" });
    doc.moveDown(2);
    const y = doc.y;
    doc.font("bold").text(C.sellerSignature, 50, y).text(C.buyerSignature, 350, y);
    doc.moveDown(0.5);
    doc
      .font("regular")
      .fontSize(8)
      .text(C.issuedBy(COMPANY.legalName), 50, doc.y + 30);
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
