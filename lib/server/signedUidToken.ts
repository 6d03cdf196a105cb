import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Tokens of the form `<uid>.<field>.<hmac>` (base64url uid, HMAC-SHA256 over the first two parts),
 * for links and addresses that must name a user without a session: the unsubscribe links and the
 * notification stream tickets. Each use brings its own key and checks its own field.
 */
export function signedUidToken(key: () => Buffer) {
  const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");
  return {
    make(uid: string, field: string): string {
      const payload = `${Buffer.from(uid).toString("base64url")}.${field}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The uid and field of a well-formed token with a valid signature, or null. */
    read(token: string): { uid: string; field: string } | null {
      const parts = token.split(".");
      if (parts.length !== 3) return null;
      const [uidPart, field, mac] = parts;
      const expected = Buffer.from(sign(`${uidPart}.${field}`));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const uid = Buffer.from(uidPart, "base64url").toString();
      return uid ? { uid, field } : null;
    },
  };
}
