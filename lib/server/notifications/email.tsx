/**
 * The one template set of notification e-mails (react-email): the same component renders the HTML
 * and, through render's plain-text mode, the text part. Company details come from lib/company.ts.
 */
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { COMPANY } from "@/lib/company";
import { CATEGORY_LABELS, NOTIFICATION_EMAIL_LABELS } from "@/lib/notifications/labels";
import type { NotificationCategory } from "@/lib/notifications/types";

export type EmailContent = {
  title: string;
  body: string;
  /** Absolute address of the notification's target, or null. */
  actionUrl: string | null;
  /** The button's text (emailActionLabel); "Ayrıntıları görüntüle" when not given. */
  actionLabel?: string;
  category: NotificationCategory;
  /** Absolute unsubscribe address, or null for transactional categories. */
  unsubscribeUrl: string | null;
  settingsUrl: string;
};

const colors = { ink: "#111827", brand: "#f59e0b", muted: "#6b7280", line: "#e5e7eb" };

export function NotificationEmail({
  title,
  body,
  actionUrl,
  actionLabel = NOTIFICATION_EMAIL_LABELS.action,
  category,
  unsubscribeUrl,
  settingsUrl,
}: EmailContent) {
  return (
    <Html lang="tr">
      {/* react-email's Head declares the UTF-8 charset itself. */}
      <Head />
      <Preview>{body}</Preview>
      <Body
        style={{ backgroundColor: "#f3f4f6", fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "24px 0" }}
      >
        <Container style={{ backgroundColor: "#ffffff", borderRadius: 12, maxWidth: 560, padding: 32 }}>
          <Text style={{ color: colors.ink, fontSize: 20, fontWeight: 700, margin: "0 0 4px" }}>{COMPANY.name}</Text>
          <Hr style={{ borderColor: colors.brand, borderWidth: 2, margin: "8px 0 24px" }} />
          <Text style={{ color: colors.ink, fontSize: 18, fontWeight: 700, margin: "0 0 12px" }}>{title}</Text>
          <Text style={{ color: colors.ink, fontSize: 15, lineHeight: "24px", margin: "0 0 24px" }}>{body}</Text>
          {actionUrl && (
            <Section style={{ margin: "0 0 24px" }}>
              <Button
                href={actionUrl}
                style={{
                  backgroundColor: colors.ink,
                  borderRadius: 8,
                  color: "#ffffff",
                  fontSize: 15,
                  fontWeight: 700,
                  padding: "12px 20px",
                }}
              >
                {actionLabel}
              </Button>
            </Section>
          )}
          <Hr style={{ borderColor: colors.line, margin: "24px 0 16px" }} />
          <Text style={{ color: colors.muted, fontSize: 12, lineHeight: "18px", margin: "0 0 8px" }}>
            {NOTIFICATION_EMAIL_LABELS.reasonBefore}
            {CATEGORY_LABELS[category].title}
            {NOTIFICATION_EMAIL_LABELS.reasonAfter}{" "}
            <Link href={settingsUrl} style={{ color: colors.muted, textDecoration: "underline" }}>
              {NOTIFICATION_EMAIL_LABELS.settings}
            </Link>
            {unsubscribeUrl && (
              <>
                {" · "}
                <Link href={unsubscribeUrl} style={{ color: colors.muted, textDecoration: "underline" }}>
                  {NOTIFICATION_EMAIL_LABELS.unsubscribe}
                </Link>
              </>
            )}
          </Text>
          <Text style={{ color: colors.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
            {COMPANY.legalName} · {COMPANY.address} · {COMPANY.phone} · {COMPANY.email}
            {` · ${NOTIFICATION_EMAIL_LABELS.mersis} `}
            {COMPANY.mersis}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

// Rendering through React and html-to-text costs ~25 ms of CPU per e-mail, on the app's own event
// loop. The layout differs only by category and by which links exist, so each variant is rendered
// once with placeholders and every e-mail fills them in (escaped for the HTML part).
const slot = (name: string) => `MBSLOT${name}X`;
const slotUrl = (name: string) => `https://slot.invalid/${slot(name)}`;
const templates = new Map<string, Promise<{ html: string; text: string }>>();

function template(category: NotificationCategory, action: string | null, unsubscribe: boolean) {
  const key = `${category}|${action}|${unsubscribe}`;
  let cached = templates.get(key);
  if (!cached) {
    const element = (
      <NotificationEmail
        title={slot("TITLE")}
        body={slot("BODY")}
        actionUrl={action !== null ? slotUrl("ACTION") : null}
        actionLabel={action ?? undefined}
        category={category}
        unsubscribeUrl={unsubscribe ? slotUrl("UNSUBSCRIBE") : null}
        settingsUrl={slotUrl("SETTINGS")}
      />
    );
    cached = Promise.all([render(element), render(element, { plainText: true })]).then(([html, text]) => ({
      html,
      text,
    }));
    cached.catch(() => templates.delete(key));
    templates.set(key, cached);
  }
  return cached;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

function fill(text: string, values: Record<string, string>, escape: (v: string) => string): string {
  let out = text;
  for (const [name, value] of Object.entries(values)) {
    out = out.split(slotUrl(name)).join(escape(value)).split(slot(name)).join(escape(value));
  }
  return out;
}

/** Subject, HTML and text of one notification e-mail. */
export async function renderNotificationEmail(
  content: EmailContent,
): Promise<{ subject: string; html: string; text: string }> {
  const action = content.actionUrl !== null ? (content.actionLabel ?? NOTIFICATION_EMAIL_LABELS.action) : null;
  const { html, text } = await template(content.category, action, content.unsubscribeUrl !== null);
  const values = {
    TITLE: content.title,
    BODY: content.body,
    ACTION: content.actionUrl ?? "",
    UNSUBSCRIBE: content.unsubscribeUrl ?? "",
    SETTINGS: content.settingsUrl,
  };
  return {
    subject: `${content.title} – ${COMPANY.name}`,
    html: fill(html, values, escapeHtml),
    text: fill(text, values, (v) => v),
  };
}
