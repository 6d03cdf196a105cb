/** PRODUCT §2.1 main navigation; `needLogin` items are hidden from logged-out visitors in both menus. */
export type NavItem = { label: string; path: string; needLogin?: boolean };

export const NAV_ITEMS: NavItem[] = [
  { label: "Ana Sayfa", path: "/" },
  { label: "İhaleye Katıl", path: "/ihaleler" },
  { label: "Borsa'da Sat", path: "/borsadasat" },
  { label: "Hemen Al", path: "/hemenal" },
  { label: "Nakliye", path: "/nakliye", needLogin: true },
  { label: "Blog", path: "/blog" },
  { label: "İletişim", path: "/iletisim" },
];

/** PRODUCT §14: the sidebar uses the same `needLogin` flag as the desktop menu. */
export function visibleNavItems(loggedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => loggedIn || !item.needLogin);
}

/** The signed-in user's own pages, listed in the account menu, the mobile sidebar and on /profil. */
export const PROFILE_LINKS: NavItem[] = [
  { label: "Takip Ettiklerim", path: "/profil/takip" },
  { label: "Kayıtlı Aramalarım", path: "/profil/aramalar" },
  { label: "KVKK Haklarım", path: "/profil/kvkk" },
];

export function isActivePath(current: string, path: string): boolean {
  return path === "/" ? current === "/" : current === path || current.startsWith(`${path}/`);
}

export type FooterGroup = { title: string; links: { label: string; href: string }[] };

/** The pages of a guide that picks its section by `?id=1…n`, in the order of `labels`. */
function numberedPages(path: string, labels: string[]): FooterGroup["links"] {
  return labels.map((label, index) => ({ label, href: `${path}?id=${index + 1}` }));
}

/** PRODUCT §2.3 footer link groups. */
export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: "Kurumsal",
    links: [
      { label: "Hakkımızda", href: "/hakkimizda" },
      { label: "İletişim", href: "/iletisim" },
      { label: "Nakliye Hizmeti", href: "/kurumsal/nakliye" },
      { label: "Teklif Al", href: "/kurumsal/teklifal" },
      { label: "Blog", href: "/blog" },
    ],
  },
  {
    title: "Yasal",
    links: [
      { label: "Üyelik Sözleşmesi", href: "/kurumsal/yasalbilgilendirme#uyelik-sozlesmesi" },
      { label: "Kullanım Koşulları", href: "/kurumsal/yasalbilgilendirme#kullanim-kosullari" },
      { label: "Hesap Sözleşmesi", href: "/kurumsal/yasalbilgilendirme#hesap-sozlesmesi" },
      { label: "KVKK Aydınlatma Metni", href: "/kurumsal/kvk" },
      { label: "Çerez Politikası", href: "/kurumsal/cerezler" },
    ],
  },
  {
    title: "Alım Hakkında",
    links: numberedPages("/kurumsal/alimhakkinda", [
      "Satın Alma Süreci",
      "Hemen Al ile Satın Alma",
      "İhale ile Satın Alma",
      "Alıcı Hizmet Bedeli",
      "Nakliye ve Teslimat",
    ]),
  },
  {
    title: "Satım Hakkında",
    links: numberedPages("/kurumsal/satimhakkinda", [
      "Satış Süreci",
      "Hemen Al ile Satış",
      "İhale ile Satış",
      "Satıcı Hizmet Bedeli",
      "Kapsamlı Araç Ekspertizi",
    ]),
  },
];
