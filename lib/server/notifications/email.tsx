/**
 * The one template set of notification e-mails (react-email): the same component renders the HTML
 * and, through render's plain-text mode, the text part. Company details come from lib/company.ts.
 */
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { COMPANY } from "@/lib/company";
import { CATEGORY_LABELS } from "@/lib/notifications/labels";
import type { NotificationCategory } from "@/lib/notifications/types";

export type EmailContent = {
  title: string;
  body: string;
  /** Absolute address of the notification's target, or null. */
  actionUrl: string | null;
  category: NotificationCategory;
  /** Absolute unsubscribe address, or null for transactional categories. */
  unsubscribeUrl: string | null;
  settingsUrl: string;
};

const colors = { ink: "#111827", brand: "#f59e0b", muted: "#6b7280", line: "#e5e7eb" };

export function NotificationEmail({ title, body, actionUrl, category, unsubscribeUrl, settingsUrl }: EmailContent) {
  return (
    <Html lang="tr">
      <Head>
        {/* Viewers that show the HTML part on its own (web inboxes, "view source") need the charset in the document. */}
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
      </Head>
      <Preview>{body}</Preview>
      <Body style={{ backgroundColor: "#f3f4f6", fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: 12, maxWidth: 560, padding: 32 }}>
          <Text style={{ color: colors.ink, fontSize: 20, fontWeight: 700, margin: "0 0 4px" }}>{COMPANY.name}</Text>
          <Hr style={{ borderColor: colors.brand, borderWidth: 2, margin: "8px 0 24px" }} />
          <Text style={{ color: colors.ink, fontSize: 18, fontWeight: 700, margin: "0 0 12px" }}>{title}</Text>
          <Text style={{ color: colors.ink, fontSize: 15, lineHeight: "24px", margin: "0 0 24px" }}>{body}</Text>
          {actionUrl && (
            <Section style={{ margin: "0 0 24px" }}>
              <Button href={actionUrl} style={{ backgroundColor: colors.ink, borderRadius: 8, color: "#ffffff", fontSize: 15, fontWeight: 700, padding: "12px 20px" }}>
                Ayrıntıları görüntüle
              </Button>
            </Section>
          )}
          <Hr style={{ borderColor: colors.line, margin: "24px 0 16px" }} />
          <Text style={{ color: colors.muted, fontSize: 12, lineHeight: "18px", margin: "0 0 8px" }}>
            Bu e-postayı MotoBorsa hesabınızdaki “{CATEGORY_LABELS[category].title}” bildirimleri nedeniyle aldınız.{" "}
            <Link href={settingsUrl} style={{ color: colors.muted }}>
              Bildirim ayarları
            </Link>
            {unsubscribeUrl && (
              <>
                {" · "}
                <Link href={unsubscribeUrl} style={{ color: colors.muted }}>
                  Bu e-postaları almak istemiyorum
                </Link>
              </>
            )}
          </Text>
          <Text style={{ color: colors.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
            {COMPANY.legalName} · {COMPANY.address} · {COMPANY.phone} · {COMPANY.email} · MERSİS {COMPANY.mersis}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Subject, HTML and text of one notification e-mail. */
export async function renderNotificationEmail(content: EmailContent): Promise<{ subject: string; html: string; text: string }> {
  const element = <NotificationEmail {...content} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: `${content.title} – ${COMPANY.name}`, html, text };
}
