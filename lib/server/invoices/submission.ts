/**
 * Reporting issued invoices to the invoice provider, after commit (docs/invoices.md "Submission").
 *
 * The issuing transaction writes an `invoice_submissions` row beside the invoice (the outbox), so a
 * process dying between the commit and the call loses nothing: the row stays due. The `invoice-submit`
 * job (woken after each issuing commit, and by a pg-boss cron each minute on one instance) claims due
 * rows under a lease, calls `InvoiceProvider.submit` and records the reference, or the error and the
 * next try. At least once: a worker dying after the provider answered but before the record is kept
 * sends that invoice again when the lease ends, so an adapter must treat a number it already has as
 * done (GİB refuses a repeated invoice number; integrators answer the existing ETTN).
 */
import { invoiceSubmitRetryDelay } from "@/lib/invoices/rules";
import { cronSweep, sendJobSoon } from "@/lib/server/jobQueue";
import { logger } from "@/lib/server/logger";
import { invoicePrintOf } from "@/lib/server/invoices/service";
import { invoiceProvider, type InvoiceProvider } from "@/lib/server/invoices/provider";
import * as q from "@/lib/server/invoices/queries";

export const INVOICE_SUBMIT_QUEUE = "invoice-submit";

/** Longer than the provider's own timeout (10 s) with room: a claimed row is not taken twice while its call runs. */
const LEASE_S = 300;
const BATCH = 20;

export type SubmissionResult = { submitted: number; retried: number };

/** Submits every due invoice (batches of claimed rows) until none is due; safe on every instance at once. */
export async function submitDueInvoices(
  provider: InvoiceProvider = invoiceProvider(),
  now: () => Date = () => new Date(),
): Promise<SubmissionResult> {
  const total: SubmissionResult = { submitted: 0, retried: 0 };
  for (;;) {
    const claimed = await q.claimDueSubmissions(now(), LEASE_S, BATCH);
    if (claimed.length === 0) return total;
    for (const { invoiceId, attempts } of claimed) {
      try {
        // Inside the try: an invoice that cannot be printed (a retired identity key) waits with its reason.
        const print = await invoicePrintOf(invoiceId);
        if (!print) continue;
        const reference = await provider.submit(print);
        await q.markSubmitted(invoiceId, reference, now());
        total.submitted++;
      } catch (error) {
        const delay = invoiceSubmitRetryDelay(attempts);
        const message = error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
        await q.markSubmissionFailed(invoiceId, message, new Date(now().getTime() + delay * 1000));
        logger.warn({ err: error, invoiceId, attempts, retryInS: delay }, "invoice submission failed; will retry");
        total.retried++;
      }
    }
  }
}

/** After an issuing transaction commits: submit now rather than at the next minute's cron. */
export function submitInvoicesSoon(): void {
  sendJobSoon(INVOICE_SUBMIT_QUEUE, {});
}

/** The submission queue, its cron each minute and its worker (queue creation serialised by lib/server/jobs.ts). */
export const invoiceSubmitSweep = cronSweep(
  INVOICE_SUBMIT_QUEUE,
  { cron: "* * * * *", singletonKey: "invoice-submit", expireInSeconds: 600, pollingIntervalSeconds: 2 },
  submitDueInvoices,
);
