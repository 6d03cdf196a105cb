// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderNotificationEmail } from "@/lib/server/notifications/email";

const content = (over: Partial<Parameters<typeof renderNotificationEmail>[0]> = {}) => ({
  title: "Teklifiniz geçildi",
  body: "2021 Honda CBR650R ihalesinde teklifiniz geçildi.",
  actionUrl: "https://motoborsa.com.tr/ihaleler/4",
  category: "bids" as const,
  unsubscribeUrl: "https://motoborsa.com.tr/bildirim-iptal?t=abc",
  settingsUrl: "https://motoborsa.com.tr/profil/bildirim-ayarlari",
  ...over,
});

describe("notification e-mail", () => {
  it("fills the cached layout per e-mail: escaped in HTML, as is in the text part", async () => {
    const first = await renderNotificationEmail(
      content({ title: 'A <b>&</b> "B"', actionUrl: "https://x.test/a?b=1&c=2" }),
    );
    expect(first.subject).toBe('A <b>&</b> "B" – MotoBorsa');
    expect(first.html).toContain("A &lt;b&gt;&amp;&lt;/b&gt; &quot;B&quot;");
    expect(first.html).toContain('href="https://x.test/a?b=1&amp;c=2"');
    expect(first.html).not.toMatch(/MBSLOT/);
    expect(first.text).toContain('A <b>&</b> "B"');
    expect(first.text).toContain("https://x.test/a?b=1&c=2");
    const second = await renderNotificationEmail(content());
    expect(second.html).toContain("Teklifiniz geçildi");
    expect(second.html).not.toContain("&lt;b&gt;");
  });

  it("carries the company details and the unsubscribe link only where one exists", async () => {
    const bids = await renderNotificationEmail(content());
    expect(bids.html).toContain("MotoBorsa Pazaryeri A.Ş.");
    expect(bids.html).toContain("Bu e-postaları almak istemiyorum");
    expect(bids.text).toContain("https://motoborsa.com.tr/bildirim-iptal?t=abc");
    const orders = await renderNotificationEmail(
      content({ category: "orders", unsubscribeUrl: null, actionUrl: null }),
    );
    expect(orders.html).not.toContain("almak istemiyorum");
    expect(orders.html).not.toContain("Ayrıntıları görüntüle");
    expect(orders.html).toContain("Kazanılan ihaleler ve siparişler");
  });
});

describe("the e-mail's button", () => {
  it("says what the link does when the kind has its own label (the withdrawal cancel link)", async () => {
    const own = await renderNotificationEmail(
      content({
        category: "money",
        actionUrl: "https://motoborsa.com.tr/cekim-iptal?t=x",
        actionLabel: "Bu talebi ben yapmadım, iptal et",
      }),
    );
    expect(own.html).toContain("Bu talebi ben yapmadım, iptal et");
    expect(own.html).not.toContain("Ayrıntıları görüntüle");
    const plain = await renderNotificationEmail(content({ category: "money" }));
    expect(plain.html).toContain("Ayrıntıları görüntüle");
    expect(plain.html).not.toContain("ben yapmadım");
  });
});
