/**
 * E-mail delivery from the outbox, after commit, on any number of app instances.
 *
 * A worker claims due rows with `FOR UPDATE SKIP LOCKED` and marks them `sending` (committed) before
 * it talks to SMTP; only then it sends, and marks `sent`. A claimed row is never claimed again, so
 * two instances never send one notification twice, and a crash between send and mark cannot
 * resend it (at most once). The window that remains: a process dying after the claim and before
 * the SMTP server accepted the message loses that e-mail (the row stays `sending`, later `failed`
 * with a note; the in-app notification is there regardless). The Message-ID is derived from the
 * notification id, so a copy that was somehow sent twice is one message to the receiving mailbox.
 *
 * An SMTP failure that certainly sent nothing (connection refused, a 4xx reply, a command before
 * DATA failing) puts the row back to `pending` with a backoff (EMAIL_RETRY_DELAYS_S); a permanent
 * refusal (5xx) or an unclear one (the connection broke during DATA) is `failed` without a retry.
 * The bid and every other event only write the row: a down SMTP server delays e-mail, nothing else.
 *
 * Triggers: the commit's NOTIFY (live.ts) wakes every instance's worker at once; a pg-boss cron each
 * minute (one instance) picks up retries and anything written while no instance was running.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type PgBoss from "pg-boss";
import { createCronQueue } from "@/lib/server/jobQueue";
import { emailActionLabel } from "@/lib/notifications/labels";
import { emailRetryDelay, isLockedCategory, shouldEmail } from "@/lib/notifications/rules";
import { config } from "@/lib/server/config";
import { logger } from "@/lib/server/logger";
import { emailAttachments } from "@/lib/server/notifications/attachments";
import { renderNotificationEmail } from "@/lib/server/notifications/email";
import { subscribeAllNotifications } from "@/lib/server/notifications/live";
import * as q from "@/lib/server/notifications/queries";
import { unsubscribeToken } from "@/lib/server/notifications/unsubscribe";
import { siteOrigin } from "@/lib/server/siteUrl";

/** A claimed `sending` row older than this was abandoned by a dead worker: marked failed, not resent. */
const ABANDONED_AFTER_S = 15 * 60;
const BATCH = 20;

export type DeliveryResult = { sent: number; skipped: number; retried: number; failed: number };

const transports = new Map<string, Transporter>();

/** The SMTP transport of SMTP_URL (one per address per process), or null when e-mail is not configured. */
export function mailTransport(): Transporter | null {
  const url = config().SMTP_URL;
  if (!url) return null;
  let transport = transports.get(url);
  if (!transport) {
    // Short timeouts: a hung SMTP server must not hold a claimed batch for minutes.
    transport = nodemailer.createTransport(url, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as object);
    transports.set(url, transport);
  }
  return transport;
}

function messageId(id: number): string {
  const domain = /@([^>\s]+)>?$/.exec(config().MAIL_FROM)?.[1] ?? "motoborsa.com.tr";
  return `<bildirim-${id}@${domain}>`;
}

/** Whether the SMTP error proves the message was not accepted and may be tried again. */
export function isRetryable(error: unknown): boolean {
  const e = error as { responseCode?: number; command?: string; code?: string };
  if (typeof e.responseCode === "number") return e.responseCode >= 400 && e.responseCode < 500;
  if (e.command === "DATA" || e.command === "message") return false;
  return true;
}

async function sendOne(transport: Transporter, row: q.ClaimedEmail): Promise<keyof DeliveryResult> {
  if (!shouldEmail(row.kind, row.stored ?? undefined) || !row.email) {
    await q.markEmail(row.id, "skipped");
    return "skipped";
  }
  const site = siteOrigin();
  const unsubscribeUrl = isLockedCategory(row.category)
    ? null
    : `${site}/bildirim-iptal?t=${encodeURIComponent(unsubscribeToken(row.user_id, row.category))}`;
  const content = await renderNotificationEmail({
    title: row.title,
    body: row.body,
    actionUrl: row.email_link?.startsWith("/") ? `${site}${row.email_link}` : row.link ? `${site}${row.link}` : null,
    actionLabel: emailActionLabel(row.kind),
    category: row.category,
    unsubscribeUrl,
    settingsUrl: `${site}/profil/bildirim-ayarlari`,
  });
  try {
    await transport.sendMail({
      from: config().MAIL_FROM,
      to: row.email,
      subject: content.subject,
      html: content.html,
      text: content.text,
      messageId: messageId(row.id),
      attachments: emailAttachments(row),
      headers: unsubscribeUrl ? { "List-Unsubscribe": `<${unsubscribeUrl}>` } : undefined,
    });
  } catch (error) {
    const delay = emailRetryDelay(row.email_attempts);
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
    if (isRetryable(error) && delay !== null) {
      await q.markEmail(row.id, "pending", message, delay);
      logger.warn({ err: error, notificationId: row.id, retryInS: delay }, "notification e-mail not sent; will retry");
      return "retried";
    }
    await q.markEmail(row.id, "failed", message);
    logger.error({ err: error, notificationId: row.id }, "notification e-mail failed");
    return "failed";
  }
  await q.markEmail(row.id, "sent");
  return "sent";
}

/** Marks rows a dead worker claimed long ago as failed (at most once: they are not sent again). */
export function failAbandoned(): Promise<number> {
  return q.failAbandonedEmails(ABANDONED_AFTER_S);
}

/** Sends every due e-mail (batches of claimed rows) until none is left; safe to run on every instance at once. */
export async function deliverDueEmails(transport: Transporter | null = mailTransport()): Promise<DeliveryResult> {
  const total: DeliveryResult = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  if (!transport) return total;
  for (;;) {
    const rows = await q.claimDueEmails(BATCH);
    if (rows.length === 0) return total;
    for (const row of rows) total[await sendOne(transport, row)]++;
  }
}

// ------------------------------------------------------------------ the worker (pg-boss + NOTIFY)

export const NOTIFICATION_EMAIL_QUEUE = "notification-email";

/** Creates the queue and its cron (callers serialise this across instances: see lib/server/jobs.ts). */
export async function createNotificationQueues(boss: PgBoss): Promise<void> {
  await createCronQueue(boss, NOTIFICATION_EMAIL_QUEUE, {
    cron: "* * * * *",
    singletonKey: "email",
    expireInSeconds: 300,
  });
}

export type EmailWorker = { stop(): Promise<void>; idle(): Promise<void> };

/**
 * This instance's e-mail worker: woken by every committed notification (any instance) and by a
 * pg-boss cron each minute. Runs are serialised per process; a wake-up during a run runs again after.
 */
export async function startEmailWorker(
  boss: PgBoss | null,
  transport: Transporter | null = mailTransport(),
): Promise<EmailWorker | null> {
  if (!transport) {
    logger.warn("SMTP_URL is not set: notification e-mails wait in the outbox");
    return null;
  }
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDueEmails(transport);
        } catch (error) {
          logger.error({ err: error }, "notification e-mail delivery failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const unsubscribe = await subscribeAllNotifications(() => void run());
  if (boss) {
    await boss.work(NOTIFICATION_EMAIL_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
      await failAbandoned();
      await run();
    });
  }
  // What was written while no instance ran (or this one was down) goes now.
  void run();
  return {
    async stop() {
      stopped = true;
      unsubscribe();
      if (boss) await boss.offWork(NOTIFICATION_EMAIL_QUEUE).catch(() => undefined);
      await running;
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
