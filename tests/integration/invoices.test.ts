import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { istanbulYear } from "@/lib/invoices/rules";
import { getDb, schema } from "@/lib/server/db";
import orderHandler from "@/pages/api/management/orders/[id]";
import orderDocumentsHandler from "@/pages/api/management/orders/[id]/documents";
import managedContractHandler from "@/pages/api/management/orders/[id]/contract";
import managedInvoicePdfHandler from "@/pages/api/management/invoices/[id]/pdf";
import myDocumentsHandler from "@/pages/api/me/documents";
import myInvoicePdfHandler from "@/pages/api/me/invoices/[id]/pdf";
import myContractHandler from "@/pages/api/me/orders/[id]/contract";
import billingHandler from "@/pages/api/me/orders/[id]/billing";
import feePaidHandler from "@/pages/api/management/transport-requests/[id]/fee-paid";
import transportCancelHandler from "@/pages/api/management/transport-requests/[id]/cancel";
import transportInvoicesHandler from "@/pages/api/management/transport-requests/[id]/invoices";
import transportRequestHandler from "@/pages/api/management/transport-requests/[id]";
import { claimDueSubmissions, submissionOf } from "@/lib/server/invoices/queries";
import { INVOICE_SUBMIT_QUEUE, submitDueInvoices } from "@/lib/server/invoices/submission";
import { eventually } from "@/tests/integration/helpers/runner";
import { cronsOf, jobRunnerForBlock } from "@/tests/integration/helpers/jobs";
import { archiveProvider, type InvoiceProvider } from "@/lib/server/invoices/provider";
import { makeAuction } from "@/tests/integration/helpers/auctions";
import { serveHandler } from "@/tests/integration/helpers/http";
import { transportRequestBody } from "@/tests/integration/helpers/requestBodies";
import { registeredUser, staffAccount, verifiedIdentity } from "@/tests/integration/helpers/identity";
import { insertOrder } from "@/tests/integration/helpers/orders";

const order = serveHandler(orderHandler);
const orderDocuments = serveHandler(orderDocumentsHandler);
const managedContract = serveHandler(managedContractHandler);
const managedInvoicePdf = serveHandler(managedInvoicePdfHandler);
const myDocuments = serveHandler(myDocumentsHandler);
const myInvoicePdf = serveHandler(myInvoicePdfHandler);
const myContract = serveHandler(myContractHandler);
const billing = serveHandler(billingHandler);
const feePaid = serveHandler(feePaidHandler);
const transportCancel = serveHandler(transportCancelHandler);
const transportInvoices = serveHandler(transportInvoicesHandler);
const transportRequest = serveHandler(transportRequestHandler);

/** An order awaiting payment, written straight to the database (the fixture, not the thing under test). */
async function awaitingOrder(buyerUid: string, { price = 180_000, commission = 3_500 } = {}) {
  const { vehicle, auction } = await makeAuction({ startingPrice: price });
  return insertOrder({ auctionId: auction.id, vehicleId: vehicle.id, buyerUid, price, commission });
}

const setStatus = (token: string, id: number, status: "paid" | "cancelled" | "completed") =>
  order.patch(token, { params: { id }, body: { status } });

async function invoicesOf(orderIds: number[]) {
  return getDb()
    .select()
    .from(schema.invoices)
    .where(inArray(schema.invoices.orderId, orderIds))
    .orderBy(schema.invoices.id);
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe("invoice numbering", () => {
  it("50 orders marked paid at once get 50 invoices numbered without a gap or a repeat", async () => {
    const staff = await staffAccount({ roles: ["orders:write"] });
    const buyer = await registeredUser();
    const orders = await Promise.all(Array.from({ length: 50 }, () => awaitingOrder(buyer.uid)));
    const answers = await Promise.all(orders.map((o) => setStatus(staff.token, o.id, "paid")));
    expect(answers.map((a) => a.status)).toEqual(orders.map(() => 200));

    const issued = await invoicesOf(orders.map((o) => o.id));
    expect(issued).toHaveLength(50);
    expect(new Set(issued.map((i) => i.orderId)).size).toBe(50);
    expect(new Set(issued.map((i) => i.number)).size).toBe(50);
    const year = istanbulYear(new Date());
    for (const invoice of issued) {
      expect(invoice.number).toMatch(new RegExp(`^MBA${year}\\d{9}$`));
      expect(invoice.number).toHaveLength(16);
      expect(Number(invoice.number.slice(7))).toBe(invoice.sequence);
    }
    // The whole series of the year, whatever other tests issued meanwhile: exactly 1..n.
    const series = await getDb()
      .select({ sequence: schema.invoices.sequence })
      .from(schema.invoices)
      .where(and(eq(schema.invoices.series, "MBA"), eq(schema.invoices.year, year)));
    const sequences = series.map((s) => s.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  });
});

describe("an order's invoice", () => {
  it("goes to the buyer's verified identity, with KDV shown separately and the total in words", async () => {
    const staff = await staffAccount({ roles: ["orders:write"] });
    const buyer = await registeredUser({ identity: false });
    const person = await verifiedIdentity(buyer.uid);
    const row = await awaitingOrder(buyer.uid, { commission: 3_500 });
    expect((await setStatus(staff.token, row.id, "paid")).status).toBe(200);

    const [invoice] = await invoicesOf([row.id]);
    expect(invoice).toMatchObject({
      kind: "invoice",
      buyerKind: "person",
      buyerUid: buyer.uid,
      netKurus: 291_667,
      kdvKurus: 58_333,
      totalKurus: 350_000,
      kdvRate: 20,
      provider: "archive",
    });
    // Stored sealed: the number is nowhere in the row in the clear.
    expect(JSON.stringify(invoice)).not.toContain(person.number);

    const docs = await myDocuments({ token: buyer.token });
    expect(docs.status).toBe(200);
    expect(docs.body.invoices).toEqual([
      expect.objectContaining({ number: invoice.number, kind: "invoice", orderId: row.id, totalKurus: 350_000 }),
    ]);
    const pdf = await myInvoicePdf({ token: buyer.token, params: { id: invoice.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      invoice.number,
      "MotoBorsa Pazaryeri A.Ş.",
      "Kozyatağı V.D.",
      person.number,
      `MB-S-${row.id}`,
      "2.916,67 TL",
      "583,33 TL",
      "3.500,00 TL",
      "Yalnız üç bin beş yüz TL",
    ])
      expect(text).toContain(expected);
  });

  it("goes to the company the buyer entered before payment; a wrong VKN is refused and the billing locks once paid", async () => {
    const staff = await staffAccount({ roles: ["orders:write"] });
    const buyer = await registeredUser();
    const row = await awaitingOrder(buyer.uid, { commission: 1_200 });
    const company = { companyName: "Örnek Motor Ticaret Ltd. Şti.", vkn: "4810058590", taxOffice: "Kadıköy" };

    const wrong = await billing.put(buyer.token, {
      params: { id: row.id },
      body: { billing: { ...company, vkn: "4810058591" } },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toBe("Vergi kimlik numarası geçerli değil.");
    const saved = await billing.put(buyer.token, { params: { id: row.id }, body: { billing: company } });
    expect(saved.status).toBe(200);
    expect(saved.body.billing).toEqual(company);
    const stranger = await registeredUser();
    expect(
      (await billing.put(stranger.token, { params: { id: row.id }, body: { billing: company } })).body,
    ).toMatchObject({ error: "Sipariş bulunamadı." });

    expect((await setStatus(staff.token, row.id, "paid")).status).toBe(200);
    const late = await billing.put(buyer.token, { params: { id: row.id }, body: { billing: null } });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe("Fatura bilgisi yalnızca ödeme beklenen siparişlerde değiştirilebilir.");

    const [invoice] = await invoicesOf([row.id]);
    expect(invoice).toMatchObject({
      buyerKind: "company",
      buyerName: company.companyName,
      buyerVkn: "4810058590",
      buyerTaxOffice: "Kadıköy",
      netKurus: 100_000,
      kdvKurus: 20_000,
      totalKurus: 120_000,
    });
    const text = await pdfText((await myInvoicePdf({ token: buyer.token, params: { id: invoice.id } })).bytes);
    for (const expected of [
      company.companyName,
      "4810058590",
      "Kadıköy",
      "1.000,00 TL",
      "200,00 TL",
      "Yalnız bin iki yüz TL",
    ])
      expect(text).toContain(expected);
  });

  it("a cancelled paid sale gets a credit note in its own series; the invoice stays", async () => {
    const staff = await staffAccount({ roles: ["orders:write"] });
    const buyer = await registeredUser();
    const row = await awaitingOrder(buyer.uid, { commission: 2_000 });
    expect((await setStatus(staff.token, row.id, "paid")).status).toBe(200);
    expect((await setStatus(staff.token, row.id, "cancelled")).status).toBe(200);

    const rows = await invoicesOf([row.id]);
    expect(rows).toHaveLength(2);
    const invoice = rows.find((r) => r.kind === "invoice")!;
    const credit = rows.find((r) => r.kind === "credit_note")!;
    expect(credit).toMatchObject({ series: "MBI", creditsInvoiceId: invoice.id, totalKurus: 200_000 });
    expect(credit.number).toMatch(/^MBI\d{13}$/);

    const docs = await orderDocuments({ token: staff.token, params: { id: row.id } });
    expect(docs.status).toBe(200);
    expect(docs.body.contractUrl).toBeNull();
    expect(docs.body.invoices.map((i: { number: string }) => i.number)).toEqual([invoice.number, credit.number]);
    expect(docs.body.invoices[1].creditsNumber).toBe(invoice.number);
    const pdf = await managedInvoicePdf({ token: staff.token, params: { id: credit.id } });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      "e-Arşiv İade Faturası",
      credit.number,
      "İade edilen fatura",
      invoice.number,
      "2.000,00 TL",
    ])
      expect(text).toContain(expected);
  });

  it("an unpaid order cancelled has no invoice and no credit note", async () => {
    const staff = await staffAccount({ roles: ["orders:write"] });
    const buyer = await registeredUser();
    const row = await awaitingOrder(buyer.uid);
    expect((await setStatus(staff.token, row.id, "cancelled")).status).toBe(200);
    expect(await invoicesOf([row.id])).toEqual([]);
  });
});

describe("who may download", () => {
  it("only the buyer and staff with the orders permission: others get a Turkish 404 or 403", async () => {
    const staff = await staffAccount({ roles: ["orders:write"] });
    const otherStaff = await staffAccount({ roles: ["blog:write"] });
    const buyer = await registeredUser();
    const stranger = await registeredUser();
    const row = await awaitingOrder(buyer.uid);
    expect((await setStatus(staff.token, row.id, "paid")).status).toBe(200);
    const [invoice] = await invoicesOf([row.id]);

    const byStranger = await myInvoicePdf({ token: stranger.token, params: { id: invoice.id } });
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.error).toBe("Fatura bulunamadı.");
    expect((await myInvoicePdf({ params: { id: invoice.id } })).status).toBe(401);
    const byOtherStaff = await managedInvoicePdf({ token: otherStaff.token, params: { id: invoice.id } });
    expect(byOtherStaff.status).toBe(403);
    expect(byOtherStaff.body.error).toBe("Bu faturayı görme yetkiniz yok.");
    expect((await managedInvoicePdf({ token: staff.token, params: { id: invoice.id } })).status).toBe(200);
    expect((await myDocuments({ token: stranger.token })).body).toEqual({ invoices: [], contracts: [] });

    const contractByStranger = await myContract({ token: stranger.token, params: { id: row.id } });
    expect(contractByStranger.status).toBe(404);
    expect(contractByStranger.body.error).toBe("Sipariş bulunamadı.");
    expect((await managedContract({ token: otherStaff.token, params: { id: row.id } })).status).toBe(403);
    expect((await managedContract({ token: staff.token, params: { id: row.id } })).status).toBe(200);
  });
});

describe("sales contract", () => {
  it("is pre-filled with the parties, the vehicle and the price once the fee is paid", async () => {
    const staff = await staffAccount({ roles: ["orders:write"] });
    const buyer = await registeredUser({ identity: false });
    const person = await verifiedIdentity(buyer.uid);
    const row = await awaitingOrder(buyer.uid, { price: 245_000 });

    const early = await myContract({ token: buyer.token, params: { id: row.id } });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("Satış sözleşmesi hizmet bedeli ödendikten sonra hazırlanır.");
    expect((await myDocuments({ token: buyer.token })).body.contracts).toEqual([]);

    expect((await setStatus(staff.token, row.id, "paid")).status).toBe(200);
    expect((await myDocuments({ token: buyer.token })).body.contracts).toEqual([
      { orderId: row.id, title: expect.stringContaining("Honda"), pdfUrl: `/api/me/orders/${row.id}/contract` },
    ]);
    const pdf = await myContract({ token: buyer.token, params: { id: row.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="satis-sozlesmesi-MB-S-${row.id}.pdf"`);
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      "Motosiklet Satış Sözleşmesi",
      "MotoBorsa Pazaryeri A.Ş.",
      person.number,
      "Honda CBR650R",
      "Şasi numarası (VIN)",
      "245.000 TL",
      "Yalnız iki yüz kırk beş bin TL",
      "Güvenli Ödeme Sistemi",
    ])
      expect(text).toContain(expected);
  });
});

describe("transport fee", () => {
  async function acceptedRequest(uid: string, status: "requested" | "accepted" = "accepted") {
    const [row] = await getDb()
      .insert(schema.transportRequests)
      .values({
        uid,
        ...transportRequestBody("2030-01-10"),
        status,
        quotePrice: status === "accepted" ? 4_800 : null,
        quotedAt: status === "accepted" ? new Date() : null,
        quoteExpiresAt: status === "accepted" ? new Date(Date.now() + 86_400_000) : null,
      })
      .returning();
    return row;
  }

  it("staff record the fee as received: one invoice, audited; a second click is refused; cancelling credits it", async () => {
    const staff = await staffAccount({ roles: ["transport:write"] });
    const buyer = await registeredUser();
    const request = await acceptedRequest(buyer.uid);
    const open = await acceptedRequest(buyer.uid, "requested");

    expect((await feePaid.post(buyer.token, { params: { id: request.id } })).status).toBe(403);
    // The server offers "Ücret alındı" only where it would accept it.
    const before = await transportRequest({ token: staff.token, params: { id: request.id } });
    expect(before.body.request).toMatchObject({ feePaidAt: null, actions: expect.arrayContaining(["feePaid"]) });
    const openView = await transportRequest({ token: staff.token, params: { id: open.id } });
    expect(openView.body.request.actions).not.toContain("feePaid");
    const notDue = await feePaid.post(staff.token, { params: { id: open.id } });
    expect(notDue.status).toBe(409);
    expect(notDue.body.error).toBe(
      "Ücret yalnızca fiyatı kabul edilmiş (onaylanan, planlanan ya da teslim edilen) taleplerde alınabilir.",
    );

    const paid = await feePaid.post(staff.token, { params: { id: request.id } });
    expect(paid.status).toBe(200);
    expect(paid.body.invoices).toEqual([
      expect.objectContaining({ kind: "invoice", transportRequestId: request.id, totalKurus: 480_000 }),
    ]);
    expect(paid.body.request.feePaidAt).toEqual(expect.any(String));
    expect(paid.body.request.actions).not.toContain("feePaid");
    const listed = await transportInvoices({ token: staff.token, params: { id: request.id } });
    expect(listed.status).toBe(200);
    expect(listed.body.invoices).toEqual(paid.body.invoices);
    expect((await transportInvoices({ token: staff.token, params: { id: 999_999_999 } })).status).toBe(404);
    const again = await feePaid.post(staff.token, { params: { id: request.id } });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Bu talebin ücreti zaten alındı; faturası kesildi.");
    const [audit] = await getDb()
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, "transport_request.fee_paid"), eq(schema.auditLog.targetId, String(request.id))),
      );
    expect(audit).toMatchObject({ staffUid: staff.uid });
    const notices = await getDb()
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, buyer.uid), eq(schema.notifications.kind, "transport_fee_paid")));
    expect(notices).toEqual([
      expect.objectContaining({ title: "Nakliye ücretiniz alındı", link: "/profil#faturalarim" }),
    ]);
    expect(notices[0].body).toContain(paid.body.invoices[0].number);

    const invoiceId = paid.body.invoices[0].id;
    const text = await pdfText((await myInvoicePdf({ token: buyer.token, params: { id: invoiceId } })).bytes);
    for (const expected of [`Nakliye hizmeti — talep #${request.id}`, "4.000,00 TL", "800,00 TL", "4.800,00 TL"])
      expect(text).toContain(expected);
    // An orders-only staff member may not read a transport invoice.
    const ordersStaff = await staffAccount({ roles: ["orders:write"] });
    expect((await managedInvoicePdf({ token: ordersStaff.token, params: { id: invoiceId } })).status).toBe(403);

    const cancelled = await transportCancel.post(staff.token, {
      params: { id: request.id },
      body: { reason: "Araç hasarlı çıktı" },
    });
    expect(cancelled.status).toBe(200);
    const rows = await getDb()
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.transportRequestId, request.id))
      .orderBy(schema.invoices.id);
    expect(rows.map((r) => [r.kind, r.series, r.totalKurus])).toEqual([
      ["invoice", "MBA", 480_000],
      ["credit_note", "MBI", 480_000],
    ]);
  });
});

describe("submission to the invoice provider", () => {
  /** A provider that refuses `number` on its first call and takes everything else (earlier tests' invoices too). */
  function failingOnce(number: string) {
    const calls: string[] = [];
    const provider: InvoiceProvider = {
      ...archiveProvider,
      name: "gib",
      async submit(invoice) {
        calls.push(invoice.number);
        if (invoice.number === number && calls.filter((n) => n === number).length === 1)
          throw new Error("integrator answered 503");
        return `ETTN-${invoice.number}`;
      },
    };
    return { provider, callsFor: () => calls.filter((n) => n === number).length };
  }
  const later = (seconds: number) => () => new Date(Date.now() + seconds * 1000);
  /** A fresh order marked paid by staff, and the invoice that issued. */
  async function paidOrderInvoice() {
    const staff = await staffAccount({ roles: ["orders:write"] });
    const buyer = await registeredUser();
    const row = await awaitingOrder(buyer.uid);
    expect((await setStatus(staff.token, row.id, "paid")).status).toBe(200);
    const [invoice] = await invoicesOf([row.id]);
    return { row, invoice };
  }

  it("an issued invoice is in the outbox at commit; a provider failing once is retried and the reference recorded", async () => {
    const { row, invoice } = await paidOrderInvoice();
    // Committed and never sent (no job runner here, as if the process died after the commit): still due.
    expect(await submissionOf(getDb(), invoice.id)).toMatchObject({ status: "pending", attempts: 0 });

    const { provider, callsFor } = failingOnce(invoice.number);
    await submitDueInvoices(provider);
    expect(callsFor()).toBe(1);
    expect(await submissionOf(getDb(), invoice.id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "integrator answered 503",
    });
    // Not before its backoff (30 s)…
    await submitDueInvoices(provider);
    expect(callsFor()).toBe(1);
    // …then again, and it is taken.
    await submitDueInvoices(provider, later(31));
    expect(callsFor()).toBe(2);
    expect(await submissionOf(getDb(), invoice.id)).toMatchObject({
      status: "submitted",
      attempts: 2,
      lastError: null,
      submittedAt: expect.any(Date),
    });
    const [stored] = await invoicesOf([row.id]);
    expect(stored.providerReference).toBe(`ETTN-${invoice.number}`);
    // Done is done: a later run does not send it again.
    await submitDueInvoices(provider, later(3600));
    expect(callsFor()).toBe(2);
  });

  it("a worker that dies after claiming leaves the invoice to the next run once its lease ends", async () => {
    const { row, invoice } = await paidOrderInvoice();
    // The dead worker: it claimed every due row and never recorded an answer.
    const claimed = await claimDueSubmissions(new Date(), 300, 1000);
    expect(claimed.map((c) => c.invoiceId)).toContain(invoice.id);

    const { provider, callsFor } = failingOnce("none");
    await submitDueInvoices(provider, later(60));
    expect(callsFor()).toBe(0);
    expect(await submissionOf(getDb(), invoice.id)).toMatchObject({ status: "pending", attempts: 1 });
    await submitDueInvoices(provider, later(301));
    expect(await submissionOf(getDb(), invoice.id)).toMatchObject({ status: "submitted", attempts: 2 });
    const [stored] = await invoicesOf([row.id]);
    expect(stored.providerReference).toBe(`ETTN-${invoice.number}`);
  });

  describe("the invoice-submit job", () => {
    const startRunner = jobRunnerForBlock();

    it("is scheduled each minute by startJobs, and its worker submits what is due (the archive at once)", async () => {
      const { invoice } = await paidOrderInvoice();
      const runner = await startRunner();
      expect(await cronsOf(INVOICE_SUBMIT_QUEUE)).toEqual(["* * * * *"]);
      // The wake-up an issuing commit sends (submitInvoicesSoon), sent here instead of waiting for the cron.
      await runner.boss.send(INVOICE_SUBMIT_QUEUE, {});
      const done = await eventually(
        () => submissionOf(getDb(), invoice.id),
        (row) => row?.status === "submitted",
        30_000,
      );
      expect(done).toMatchObject({ status: "submitted", attempts: 1, lastError: null });
    });
  });
});
