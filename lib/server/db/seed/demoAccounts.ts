import type { Permission } from "@/lib/staff/rules";

export type DemoAccount = {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  /** Marketplace profile; staff-only accounts have none. */
  profile?: { name: string; lastName: string; phone: string; city: string; provision: number };
  staff?: { isSuper: boolean; roles: Permission[] };
  description: string;
};

export const DEMO_PASSWORD = "MotoBorsa2026!";

/** The demo accounts the dev command creates; README.md lists the same. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    uid: "demo-buyer",
    email: "alici@motoborsa.test",
    password: DEMO_PASSWORD,
    displayName: "Mehmet Yılmaz",
    profile: { name: "Mehmet", lastName: "Yılmaz", phone: "5321234567", city: "İstanbul", provision: 50_000 },
    description: "Kullanıcı, 50.000 TL provizyonlu",
  },
  {
    uid: "demo-newcomer",
    email: "yeni@motoborsa.test",
    password: DEMO_PASSWORD,
    displayName: "Ayşe Demir",
    profile: { name: "Ayşe", lastName: "Demir", phone: "5427654321", city: "İzmir", provision: 0 },
    description: "Kullanıcı, provizyonsuz",
  },
  {
    uid: "demo-admin",
    email: "yonetici@motoborsa.test",
    password: DEMO_PASSWORD,
    displayName: "Selin Kaya",
    staff: { isSuper: true, roles: [] },
    description: "Süper yönetici (tüm yetkiler)",
  },
  {
    uid: "demo-finance",
    email: "finans@motoborsa.test",
    password: DEMO_PASSWORD,
    displayName: "Burak Şahin",
    staff: { isSuper: false, roles: ["provision:approve"] },
    description: "Personel, yalnızca provision:approve",
  },
];
