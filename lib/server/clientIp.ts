import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { config } from "@/lib/server/config";

/**
 * The caller's address. X-Forwarded-For is only believed for the number of proxies we run
 * (TRUST_PROXY_HOPS, e.g. 1 behind one load balancer): a client can write anything into that
 * header, so trusting it blindly would let anyone dodge the rate limit.
 */
export function clientIp(req: IncomingMessage): string {
  const hops = config().TRUST_PROXY_HOPS;
  const forwarded = req.headers["x-forwarded-for"];
  if (hops > 0 && forwarded) {
    const chain = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const ip = chain[chain.length - hops];
    if (ip) return ip;
  }
  return req.socket?.remoteAddress ?? "unknown";
}

/** A salted hash of the address: enough to group abuse, without storing personal data (KVKK). */
export function hashIp(ip: string): string {
  const salt = config().IP_HASH_SALT;
  return createHash("sha256").update(`${salt}:${ip}`).digest("hex").slice(0, 32);
}
