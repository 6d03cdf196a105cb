/** PostgreSQL codes for a transaction that lost a race and may simply be run again. */
const RETRYABLE = new Set(["40P01", "40001"]); // deadlock_detected, serialization_failure

function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  // drizzle wraps driver errors; the code sits on the cause.
  for (let i = 0; i < 3 && e && typeof e === "object"; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a transaction again when PostgreSQL aborted it as a deadlock victim: two bids on different
 * auctions may touch the same two users' balances in opposite order. Nothing of the aborted
 * attempt was committed, so running it again is safe.
 */
export async function withRetry<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const code = pgCode(error);
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}
