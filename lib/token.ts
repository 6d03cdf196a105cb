export type DecodedToken = { uid: string; email: string; exp: number; isExpired: boolean };

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(part.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * PRODUCT §3.1 token decoding (no signature check: the server verifies). An optional `Bearer ` prefix
 * is stripped; anything that is not three dot-separated parts with a JSON payload gives null.
 */
export function decodeToken(token: string | null | undefined, now: number = Date.now()): DecodedToken | null {
  if (!token) return null;
  const raw = token.replace(/^Bearer\s+/i, "").trim();
  const parts = raw.split(".");
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1])) as Record<string, unknown>;
    if (!payload || typeof payload !== "object") return null;
    const exp = typeof payload.exp === "number" ? payload.exp : Number(payload.exp ?? 0);
    return {
      uid: String(payload.user_id ?? payload.sub ?? ""),
      email: String(payload.email ?? ""),
      exp,
      isExpired: !Number.isFinite(exp) || exp * 1000 < now,
    };
  } catch {
    return null;
  }
}
