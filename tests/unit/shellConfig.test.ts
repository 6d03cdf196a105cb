import { FOOTER_GROUPS, NAV_ITEMS, isActivePath, visibleNavItems } from "@/components/layout/navigation";
import { MANAGEMENT_MENU, menuItemFor } from "@/components/management/menu";
import { AOS_SETTINGS } from "@/components/layout/useScrollReveal";
import { SCROLL_TOP_THRESHOLD } from "@/components/layout/ScrollToTop";
import { pageTitle } from "@/components/Seo";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("main navigation (PRODUCT §2.1)", () => {
  it("has the seven SPEC items in order, Nakliye flagged needLogin", () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.path, Boolean(i.needLogin)])).toEqual([
      ["Ana Sayfa", "/", false],
      ["İhaleye Katıl", "/ihaleler", false],
      ["Borsa'da Sat", "/borsadasat", false],
      ["Hemen Al", "/hemenal", false],
      ["Nakliye", "/nakliye", true],
      ["Blog", "/blog", false],
      ["İletişim", "/iletisim", false],
    ]);
  });

  it.each([
    [false, 6, false],
    [true, 7, true],
  ])("logged in %s → %i items, Nakliye %s; never /profil", (loggedIn, count, hasNakliye) => {
    const items = visibleNavItems(loggedIn);
    expect(items).toHaveLength(count);
    expect(items.some((i) => i.path === "/nakliye")).toBe(hasNakliye);
    expect(items.some((i) => i.path === "/profil")).toBe(false);
  });

  it.each([
    ["/", "/", true],
    ["/ihaleler", "/", false],
    ["/ihaleler/12", "/ihaleler", true],
    ["/ihalelerx", "/ihaleler", false],
  ])("%s is active for %s: %s", (current, path, active) => {
    expect(isActivePath(current, path)).toBe(active);
  });
});

describe("footer groups (PRODUCT §2.3)", () => {
  const hrefs = FOOTER_GROUPS.flatMap((g) => g.links.map((l) => l.href.split("#")[0]));
  it.each([
    "/hakkimizda",
    "/iletisim",
    "/kurumsal/nakliye",
    "/kurumsal/teklifal",
    "/blog",
    "/kurumsal/yasalbilgilendirme",
    "/kurumsal/kvk",
    "/kurumsal/cerezler",
  ])("links %s", (href) => expect(hrefs).toContain(href));
  it.each([1, 2, 3, 4, 5])("links buyer and seller item %i", (id) => {
    expect(hrefs).toContain(`/kurumsal/alimhakkinda?id=${id}`);
    expect(hrefs).toContain(`/kurumsal/satimhakkinda?id=${id}`);
  });
});

describe("management menu", () => {
  it("lists the management paths with their permissions", () => {
    expect(MANAGEMENT_MENU.map((i) => [i.path, i.permission])).toEqual([
      ["/management", undefined],
      ["/management/provizyon", "provision:approve"],
      ["/management/cekimler", "provision:approve"],
      ["/management/araclar", "listings:write"],
      ["/management/ihaleler", "auctions:write"],
      ["/management/hemenal", "listings:write"],
      ["/management/siparisler", "orders:write"],
      ["/management/satis-talepleri", "sell:write"],
      ["/management/nakliye", "transport:write"],
      ["/management/blog", "blog:write"],
      ["/management/mesajlar", "messages:read"],
      ["/management/sorular", "questions:write"],
      ["/management/kullanicilar", "users:read"],
      ["/management/personel", "staff:write"],
      ["/management/denetim", "audit:read"],
    ]);
  });

  itMaps("%s belongs to %s", (pathname) => menuItemFor(pathname)?.path, [
    ["/management", "/management"],
    ["/management/provizyon", "/management/provizyon"],
    ["/management/ihaleler/[id]", "/management/ihaleler"],
    ["/management/satis-talepleri/[id]", "/management/satis-talepleri"],
    ["/management/kullanicilar/[uid]", "/management/kullanicilar"],
    ["/management/yeni-bolum", "/management"],
  ]);
});

describe("site constants", () => {
  it("PRODUCT §13: scroll-to-top after 500 px, reveal 1200 ms with 200 px offset", () => {
    expect(SCROLL_TOP_THRESHOLD).toBe(500);
    expect(AOS_SETTINGS).toMatchObject({ duration: 1200, offset: 200 });
  });

  it("PRODUCT §1.1: `<page title> | MotoBorsa`", () => {
    expect(pageTitle("Giriş Yap")).toBe("Giriş Yap | MotoBorsa");
    expect(pageTitle("")).toBe("MotoBorsa");
  });
});
