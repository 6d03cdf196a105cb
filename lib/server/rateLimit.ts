import { getDb } from "@/lib/server/db";
import * as buckets from "@/lib/server/db/rateLimits";

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Fixed-window limiter whose counters live in PostgreSQL, so every app instance enforces the same
 * quota. Each call counts, including refused ones, so hammering does not reset the window.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const db = getDb();
  const hits = await buckets.hit(db, key, windowStart);
  // The first hit of a window tidies up old windows; cheap (indexed) and keeps the table small.
  if (hits === 1) await buckets.pruneBefore(db, new Date(now.getTime() - Math.max(rule.windowMs, 24 * 3600_000)));
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
  return { allowed: hits <= rule.limit, remaining: Math.max(0, rule.limit - hits), retryAfterSeconds };
}
