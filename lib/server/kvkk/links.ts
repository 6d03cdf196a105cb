/**
 * The signed links of the KVKK requests: `<uid>.<kind><id>-<expires>.<hmac>` (signedUidToken;
 * expires in epoch seconds). Each kind has its own key, so a download token never passes as a
 * deletion confirmation. The download also needs the owner's session (checked by the service);
 * the deletion link works signed out, like the withdrawal cancel link, because it is the proof
 * that the request came from whoever reads the account's mailbox.
 */
import { derivedKey } from "@/lib/server/derivedKeys";
import { signedUidToken } from "@/lib/server/signedUidToken";

type LinkKind = "export" | "deletion";

const signers = new Map<LinkKind, ReturnType<typeof signedUidToken>>();

function signer(kind: LinkKind) {
  let found = signers.get(kind);
  if (!found) {
    found = signedUidToken(() => derivedKey(`kvkk-${kind}`));
    signers.set(kind, found);
  }
  return found;
}

export function kvkkLinkToken(kind: LinkKind, uid: string, id: number, expiresAt: Date): string {
  return signer(kind).make(uid, `${id}-${Math.floor(expiresAt.getTime() / 1000)}`);
}

export type KvkkLinkRead = { ok: true; uid: string; id: number } | { ok: false; reason: "invalid" | "expired" };

export function readKvkkLinkToken(kind: LinkKind, token: string, now = Date.now()): KvkkLinkRead {
  const read = signer(kind).read(token);
  const match = read ? /^([1-9]\d{0,15})-(\d{1,12})$/.exec(read.field) : null;
  if (!read || !match) return { ok: false, reason: "invalid" };
  if (Number(match[2]) * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, uid: read.uid, id: Number(match[1]) };
}

export const exportDownloadPath = (token: string) => `/profil/kvkk?indir=${encodeURIComponent(token)}`;
export const deletionConfirmPath = (token: string) => `/hesap-silme?t=${encodeURIComponent(token)}`;
