/**
 * The version of each consent text: the SHA-256 of the exact content the user is shown (the legal
 * document's data, or the checkbox statement), so any change to a text is a new version and asks
 * the user again. No I/O and no configuration: test helpers and the seed import it too.
 */
import { createHash } from "node:crypto";
import { ABROAD_TRANSFER_CONSENT, COMMERCIAL_EMAIL_CONSENT } from "@/lib/content/legal/consents";
import { KVKK_NOTICE, MEMBERSHIP_AGREEMENT } from "@/lib/content/legal";
import type { ConsentKind } from "@/lib/consents/types";

/** The first 16 hex digits of the SHA-256 of a text (or of a document's canonical JSON). */
export function contentVersion(content: unknown): string {
  const text = typeof content === "string" ? content : JSON.stringify(content);
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16);
}

const TEXTS: Record<ConsentKind, unknown> = {
  membership: MEMBERSHIP_AGREEMENT,
  kvkk_notice: KVKK_NOTICE,
  abroad_transfer: ABROAD_TRANSFER_CONSENT,
  commercial_email: COMMERCIAL_EMAIL_CONSENT,
};

let cached: Record<ConsentKind, string> | null = null;

/** Today's version of every consent text (the texts are compiled in, so computed once per process). */
export function currentConsentVersions(): Record<ConsentKind, string> {
  cached ??= Object.fromEntries(Object.entries(TEXTS).map(([kind, text]) => [kind, contentVersion(text)])) as Record<
    ConsentKind,
    string
  >;
  return cached;
}
