import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { foldedSql } from "@/lib/server/db/like";

/** The plan PostgreSQL picks for `query` when it may not read a whole table (as on a year of data). */
async function planOf(query: string): Promise<string> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = await tx.execute<{ "QUERY PLAN": string }>(sql.raw(`EXPLAIN ${query}`));
    return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

describe("indexes of a year of data (bench:scale)", () => {
  it("answers the user search's folded '%text%' on e-mail, name and phone from the trigram indexes", async () => {
    expect(await planOf(`SELECT uid FROM users WHERE ${foldedSql(`"users"."email"`)} LIKE '%yilmaz%'`)).toContain(
      "users_email_trgm",
    );
    expect(
      await planOf(
        `SELECT uid FROM users WHERE ${foldedSql(`"users"."name" || ' ' || "users"."last_name"`)} LIKE '%ayse yil%'`,
      ),
    ).toContain("users_name_trgm");
    expect(await planOf(`SELECT uid FROM users WHERE phone ILIKE '%5321%'`)).toContain("users_phone_trgm");
  });
});
