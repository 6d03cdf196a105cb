/** Reads the embedded maildev inbox of the test stack through its REST API (never a mock). */
export type InboxMail = {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  headers: Record<string, string>;
  html: string;
  text: string;
};

const inboxUrl = () => {
  const url = process.env.MAIL_INBOX_URL;
  if (!url) throw new Error("MAIL_INBOX_URL is not set: the integration setup starts maildev");
  return url;
};

/** Every e-mail in the inbox addressed to `address`. */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  const response = await fetch(`${inboxUrl()}/api/email`);
  const all = (await response.json()) as InboxMail[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** Polls until `address` has at least `count` e-mails (the SMTP server stores them asynchronously). */
export async function waitForMails(address: string, count: number, timeoutMs = 15_000): Promise<InboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
}
