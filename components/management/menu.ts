import type { Permission } from "@/lib/staff/rules";

export type ManagementMenuItem = {
  label: string;
  path: string;
  /** Required permission; undefined means every staff member. */
  permission?: Permission;
  /** Short hint on the dashboard card. */
  description: string;
  icon:
    | "dashboard"
    | "wallet"
    | "bike"
    | "gavel"
    | "pen"
    | "mail"
    | "truck"
    | "cart"
    | "tag"
    | "users"
    | "shield"
    | "clock";
};

/**
 * The one management menu. A new management screen only adds its row here; the sidebar, the
 * dashboard cards and the page guard in ManagementLayout all read this list.
 */
export const MANAGEMENT_MENU: ManagementMenuItem[] = [
  { label: "Özet", path: "/management", description: "Yönetim paneli ana sayfası", icon: "dashboard" },
  {
    label: "Provizyon Talepleri",
    path: "/management/provizyon",
    permission: "provision:approve",
    description: "Havale/EFT ile gelen provizyon taleplerini onaylayın veya reddedin",
    icon: "wallet",
  },
  {
    label: "Çekim Talepleri",
    path: "/management/cekimler",
    permission: "provision:approve",
    description: "Kullanıcıların IBAN'a provizyon çekim taleplerini ödeyin veya reddedin",
    icon: "wallet",
  },
  {
    label: "Araçlar",
    path: "/management/araclar",
    permission: "listings:write",
    description: "Motosiklet ilanlarını ve ekspertiz bilgilerini yönetin",
    icon: "bike",
  },
  {
    label: "İhaleler",
    path: "/management/ihaleler",
    permission: "auctions:write",
    description: "İhaleleri planlayın, izleyin ve sonuçlandırın",
    icon: "gavel",
  },
  {
    label: "Hemen Al",
    path: "/management/hemenal",
    permission: "listings:write",
    description: "Sabit fiyatlı ilanları açın, fiyatını güncelleyin veya satıştan kaldırın",
    icon: "cart",
  },
  {
    label: "Siparişler",
    path: "/management/siparisler",
    permission: "orders:write",
    description:
      "İhale ve Hemen Al siparişlerini hizmet bedelinden noter devrine kadar yürütün; faturalar ve sözleşmeler",
    icon: "wallet",
  },
  {
    label: "Satış Talepleri",
    path: "/management/satis-talepleri",
    permission: "sell:write",
    description: "Borsa'da Sat başvurularını inceleyin, teklif verin ve yayına alın",
    icon: "tag",
  },
  {
    label: "Nakliye",
    path: "/management/nakliye",
    permission: "transport:write",
    description: "Nakliye taleplerine fiyat verin, alımı planlayın, teslimi ve alınan ücreti işaretleyin",
    icon: "truck",
  },
  {
    label: "Blog",
    path: "/management/blog",
    permission: "blog:write",
    description: "Blog yazılarını yazın ve yayınlayın",
    icon: "pen",
  },
  {
    label: "Mesajlar",
    path: "/management/mesajlar",
    permission: "messages:read",
    description: "İletişim formundan gelen mesajları okuyun",
    icon: "mail",
  },
  {
    label: "Soru-Cevap",
    path: "/management/sorular",
    permission: "questions:write",
    description: "Araçlar hakkında sorulan soruları denetleyin, yanıtlayın ve yayınlayın",
    icon: "mail",
  },
  {
    label: "Kullanıcılar",
    path: "/management/kullanicilar",
    permission: "users:read",
    description: "Kullanıcıları bulun, provizyon hareketlerini görün, hesabı askıya alın",
    icon: "users",
  },
  {
    label: "Personel",
    path: "/management/personel",
    permission: "staff:write",
    description: "Personel ekleyin, yetkilerini değiştirin veya kaldırın",
    icon: "shield",
  },
  {
    label: "Denetim Kaydı",
    path: "/management/denetim",
    permission: "audit:read",
    description: "Personelin yaptığı her işlemin kaydı; filtreleyin ve CSV olarak indirin",
    icon: "clock",
  },
];

/** The menu row a management path belongs to (longest matching prefix). */
export function menuItemFor(pathname: string): ManagementMenuItem | undefined {
  return MANAGEMENT_MENU.filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}
