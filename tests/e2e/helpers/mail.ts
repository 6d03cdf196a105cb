import { expect } from "@playwright/test";

export type Mail = { subject: string; html: string; text: string; to: Array<{ address: string }> };

/**
 * The one e-mail to `address` (with `subject`, when given) in the embedded inbox (maildev's REST API):
 * polls until exactly one is there, as the app's e-mail worker sends after commit.
 */
export async function onlyMailTo(
  address: string,
  { subject, timeout = 60_000 }: { subject?: string; timeout?: number } = {},
): Promise<Mail> {
  const inbox = process.env.MAIL_INBOX_URL;
  if (!inbox) throw new Error("MAIL_INBOX_URL is not set (npm test and the embedded stacks set it)");
  const mailsOf = async () =>
    ((await (await fetch(`${inbox}/api/email`)).json()) as Mail[]).filter(
      (m) => m.to.some((t) => t.address === address) && (subject === undefined || m.subject === subject),
    );
  await expect.poll(async () => (await mailsOf()).length, { timeout }).toBe(1);
  const [mail] = await mailsOf();
  return mail;
}

/** The site path (query unescaped) a button of `mail` links to, e.g. /cekim-iptal?t=…; fails when there is none. */
export function linkIn(mail: Mail, path: RegExp): string {
  const link = new RegExp(`href="https?://[^/"]+(${path.source}[^"]+)"`).exec(mail.html)?.[1]?.replaceAll("&amp;", "&");
  expect(link).toBeTruthy();
  return link!;
}
