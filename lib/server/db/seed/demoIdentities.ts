import type { IdentityInput } from "@/lib/identity/types";

/**
 * The people the local population registry (scripts/lib/kpsServer.ts) knows: valid numbers (check
 * digits included) with the names and birth dates it accepts. README lists the same. The demo buyer
 * is seeded verified with the first; the newcomer (yeni@) can verify with the second on /profil.
 * Foreigners' numbers (99…) are checked with the whole birth date.
 */
export type DemoIdentity = IdentityInput & {
  /** The demo account seeded as verified with it (the demo buyer bids at once). */
  seededFor?: string;
  /** The demo account meant to try the form with it (yeni@ shows the flow). */
  suggestedFor?: string;
};

export const DEMO_IDENTITIES: DemoIdentity[] = [
  {
    number: "28461937550",
    firstName: "Mehmet",
    lastName: "Yılmaz",
    birthYear: 1985,
    seededFor: "demo-buyer",
  },
  { number: "36184295772", firstName: "Ayşe", lastName: "Demir", birthYear: 1992, suggestedFor: "yeni@motoborsa.test" },
  { number: "47291538638", firstName: "Zeynep", lastName: "Kaya", birthYear: 1990 },
  { number: "52917364850", firstName: "Emre", lastName: "Çelik", birthYear: 1988 },
  { number: "99123456740", firstName: "John", lastName: "Smith", birthYear: 1980, birthMonth: 5, birthDay: 12 },
];
