import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "@/lib/server/db/schema/accounts";
import { orders } from "@/lib/server/db/schema/orders";
import { transportRequests } from "@/lib/server/db/schema/services";
import type { InvoiceLine } from "@/lib/invoices/types";
import { serialId, timestamptz, updatedAt } from "@/lib/server/db/schema/columns";

const kurus = (name: string) => bigint(name, { mode: "number" });

/**
 * One row per series and year: the last number given out. Issuing locks it FOR UPDATE and raises
 * it in the issuing transaction, so numbers are gap-free (a rolled-back payment gives its number
 * back) and never repeat (docs/invoices.md, the e-Arşiv sequence rule).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series").notNull(),
    year: smallint("year").notNull(),
    lastSequence: integer("last_sequence").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const invoiceKind = pgEnum("invoice_kind", ["invoice", "credit_note"]);

/**
 * An issued invoice or credit note: every figure and the buyer's billing identity frozen at issue,
 * so the PDF rendered from it years later says exactly what was issued. Never updated or deleted:
 * a cancelled sale gets a credit note pointing at its invoice. The one column written later is
 * `provider_reference`, the integrator's answer (invoice_submissions).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serialId(),
    number: text("number").notNull(),
    series: text("series").notNull(),
    year: smallint("year").notNull(),
    sequence: integer("sequence").notNull(),
    kind: invoiceKind("kind").notNull(),
    orderId: bigint("order_id", { mode: "number" }).references(() => orders.id),
    transportRequestId: bigint("transport_request_id", { mode: "number" }).references(() => transportRequests.id),
    creditsInvoiceId: bigint("credits_invoice_id", { mode: "number" }).references((): AnyPgColumn => invoices.id),
    buyerUid: text("buyer_uid")
      .notNull()
      .references(() => users.uid),
    // "person": name + the sealed T.C. Kimlik No (identity crypto); "company": name, VKN, tax office.
    buyerKind: text("buyer_kind", { enum: ["person", "company"] }).notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerIdCiphertext: text("buyer_id_ciphertext"),
    buyerIdKeyId: text("buyer_id_key_id"),
    buyerVkn: text("buyer_vkn"),
    buyerTaxOffice: text("buyer_tax_office"),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    netKurus: kurus("net_kurus").notNull(),
    kdvKurus: kurus("kdv_kurus").notNull(),
    totalKurus: kurus("total_kurus").notNull(),
    kdvRate: smallint("kdv_rate").notNull(),
    provider: text("provider").notNull(),
    providerReference: text("provider_reference"),
    issuedAt: timestamptz("issued_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_number_key").on(t.number),
    uniqueIndex("invoices_series_year_sequence_key").on(t.series, t.year, t.sequence),
    // One invoice per order or transport fee, one credit note per invoice.
    uniqueIndex("invoices_order_key")
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' AND ${t.orderId} IS NOT NULL`),
    uniqueIndex("invoices_transport_key")
      .on(t.transportRequestId)
      .where(sql`${t.kind} = 'invoice' AND ${t.transportRequestId} IS NOT NULL`),
    uniqueIndex("invoices_credits_key").on(t.creditsInvoiceId),
    check("invoices_number_format", sql`${t.number} ~ '^[A-Z]{3}[0-9]{13}$'`),
    check("invoices_subject", sql`(${t.orderId} IS NOT NULL) <> (${t.transportRequestId} IS NOT NULL)`),
    check("invoices_credit_points", sql`(${t.kind} = 'credit_note') = (${t.creditsInvoiceId} IS NOT NULL)`),
    check("invoices_total_sum", sql`${t.netKurus} + ${t.kdvKurus} = ${t.totalKurus}`),
    check(
      "invoices_buyer_identity",
      sql`(${t.buyerKind} = 'person' AND ${t.buyerIdCiphertext} IS NOT NULL AND ${t.buyerIdKeyId} IS NOT NULL) OR (${t.buyerKind} = 'company' AND ${t.buyerVkn} IS NOT NULL AND ${t.buyerTaxOffice} IS NOT NULL)`,
    ),
  ],
);

/**
 * The outbox of the invoice provider (docs/invoices.md): written in the issuing transaction, so an
 * invoice committed is an invoice reported, even when the process dies before sending it. The
 * `invoice-submit` job claims due rows (a lease: `next_attempt_at` moves ahead before the provider is
 * called), calls `InvoiceProvider.submit` and records the answer; a failure is retried with a backoff.
 */
export const invoiceSubmissions = pgTable(
  "invoice_submissions",
  {
    invoiceId: bigint("invoice_id", { mode: "number" })
      .primaryKey()
      .references(() => invoices.id),
    status: text("status", { enum: ["pending", "submitted"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    submittedAt: timestamptz("submitted_at"),
  },
  (t) => [
    index("invoice_submissions_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check("invoice_submissions_status", sql`${t.status} IN ('pending', 'submitted')`),
  ],
);

/**
 * The company an order's buyer wants its service fee invoiced to, entered on the order page before
 * payment. Absent: the invoice goes to the buyer's verified identity.
 */
export const orderBilling = pgTable(
  "order_billing",
  {
    orderId: bigint("order_id", { mode: "number" })
      .primaryKey()
      .references(() => orders.id),
    companyName: text("company_name").notNull(),
    vkn: text("vkn").notNull(),
    taxOffice: text("tax_office").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("order_billing_vkn", sql`${t.vkn} ~ '^[0-9]{10}$'`)],
);
