import { ACCOUNT_AGREEMENT } from "@/lib/content/legal/account";
import { MEMBERSHIP_AGREEMENT } from "@/lib/content/legal/membership";
import { TERMS_OF_USE } from "@/lib/content/legal/terms";
import type { LegalDoc } from "@/lib/content/types";

export { ACCOUNT_AGREEMENT, MEMBERSHIP_AGREEMENT, TERMS_OF_USE };
export { KVKK_NOTICE } from "@/lib/content/legal/kvkk";
export { COOKIE_POLICY } from "@/lib/content/legal/cookies";

/** `?belge=` keys of /kurumsal/yasalbilgilendirme, in page order. */
export const LEGAL_DOC_KEYS = ["uyelik", "kullanim", "hesap"] as const;
export type LegalDocKey = (typeof LEGAL_DOC_KEYS)[number];

export const LEGAL_DOCS: Record<LegalDocKey, LegalDoc> = {
  uyelik: MEMBERSHIP_AGREEMENT,
  kullanim: TERMS_OF_USE,
  hesap: ACCOUNT_AGREEMENT,
};

/** Anchor of each document: /kurumsal/yasalbilgilendirme#uyelik-sozlesmesi */
export const LEGAL_DOC_ANCHORS: Record<LegalDocKey, string> = {
  uyelik: MEMBERSHIP_AGREEMENT.id,
  kullanim: TERMS_OF_USE.id,
  hesap: ACCOUNT_AGREEMENT.id,
};

/** Where to read a document: e.g. `legalDocHref("uyelik")` for the sign-up consent checkbox. */
export function legalDocHref(key: LegalDocKey): string {
  return `/kurumsal/yasalbilgilendirme#${LEGAL_DOC_ANCHORS[key]}`;
}
