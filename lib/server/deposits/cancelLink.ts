/**
 * The cancel link of the "withdrawal requested" e-mail: `<uid>.<withdrawalId>-<expires>.<hmac>`
 * (signedUidToken; expires in epoch seconds). It lets the owner stop a withdrawal they did not make
 * without signing in (whoever made it may hold the session). It only ever cancels that one pending
 * withdrawal of that user, so it is single-use by nature: once cancelled, paid or rejected it does nothing.
 */
import { WITHDRAWAL_CANCEL_LINK_DAYS } from "@/lib/withdrawals/rules";
import { derivedKey } from "@/lib/server/derivedKeys";
import { signedUidToken } from "@/lib/server/signedUidToken";

// Its own key, derived like the stream tickets': a token of one kind never passes as another.
const tokens = signedUidToken(() => derivedKey("withdrawal-cancel"));

export function withdrawalCancelToken(uid: string, withdrawalId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + WITHDRAWAL_CANCEL_LINK_DAYS * 24 * 3600;
  return tokens.make(uid, `${withdrawalId}-${expires}`);
}

export type CancelLinkRead =
  { ok: true; uid: string; withdrawalId: number } | { ok: false; reason: "invalid" | "expired" };

/** What a cancel token names, or why it cannot be used (forged or malformed: invalid; past its time: expired). */
export function readWithdrawalCancelToken(token: string, now = Date.now()): CancelLinkRead {
  const read = tokens.read(token);
  const match = read ? /^([1-9]\d{0,15})-(\d{1,12})$/.exec(read.field) : null;
  if (!read || !match) return { ok: false, reason: "invalid" };
  if (Number(match[2]) * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, uid: read.uid, withdrawalId: Number(match[1]) };
}

export const withdrawalCancelPath = (token: string) => `/cekim-iptal?t=${encodeURIComponent(token)}`;
