import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { SAVED_SEARCH_LIMIT } from "@/lib/savedSearches/rules";
import searchesHandler from "@/pages/api/me/saved-searches";
import searchHandler from "@/pages/api/me/saved-searches/[id]";
import { serveHandler } from "@/tests/integration/helpers/http";
import { registeredUser } from "@/tests/integration/helpers/identity";

const searches = serveHandler(searchesHandler);
const one = serveHandler(searchHandler);

async function rowsOf(uid: string) {
  return getDb().select().from(schema.savedSearches).where(eq(schema.savedSearches.userUid, uid));
}

describe("saved searches API", () => {
  it("answers 401 without a token", async () => {
    expect((await searches({})).status).toBe(401);
    expect((await searches({ method: "POST", body: { kind: "auction", name: "Honda", filters: {} } })).status).toBe(
      401,
    );
    expect((await one({ method: "PATCH", params: { id: 1 }, body: { name: "x" } })).status).toBe(401);
    expect((await one({ method: "DELETE", params: { id: 1 } })).status).toBe(401);
  });

  it("saves the list filters (defaults and position left out), lists, renames and deletes", async () => {
    const user = await registeredUser();
    const created = await searches.post(user.token, {
      body: {
        kind: "auction",
        name: "  İstanbul Honda  ",
        filters: { brand: "Honda", city: "İstanbul", yearMin: "2018", ccMax: 700, state: "active", sort: "price_asc" },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.search).toMatchObject({
      kind: "auction",
      name: "İstanbul Honda",
      filters: { brand: "Honda", city: "İstanbul", yearMin: 2018, ccMax: 700, sort: "price_asc" },
    });
    expect(created.body.search.filters).not.toHaveProperty("state");
    expect(created.body.search.href).toBe(
      "/ihaleler?brand=Honda&city=%C4%B0stanbul&yearMin=2018&ccMax=700&sort=price_asc",
    );

    const listing = await searches.post(user.token, {
      body: { kind: "listing", name: "Ucuz", filters: { priceMax: "150000", page: "3" } },
    });
    expect(listing.status).toBe(201);
    expect(listing.body.search.href).toBe("/hemenal?priceMax=150000");

    const list = await searches({ token: user.token });
    expect(list.status).toBe(200);
    expect(list.body.items.map((s: { name: string }) => s.name)).toEqual(["Ucuz", "İstanbul Honda"]);

    const renamed = await one.patch(user.token, {
      params: { id: created.body.search.id },
      body: { name: "Honda arıyorum" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.search).toMatchObject({
      id: created.body.search.id,
      name: "Honda arıyorum",
      filters: created.body.search.filters,
    });

    const removed = await one.delete(user.token, { params: { id: listing.body.search.id } });
    expect(removed.status).toBe(204);
    expect((await rowsOf(user.uid)).map((r) => r.name)).toEqual(["Honda arıyorum"]);
    expect((await one.delete(user.token, { params: { id: listing.body.search.id } })).status).toBe(404);
  });

  it("refuses invalid filters with a Turkish 400 naming the field and stores nothing", async () => {
    const user = await registeredUser();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ["auction", { yearMin: "abc" }, "yearMin"],
      ["auction", { city: "Atlantis" }, "city"],
      ["auction", { state: "sold" }, "state"],
      ["auction", { ccMax: 99_999 }, "ccMax"],
      ["auction", { color: "kırmızı" }, "color"],
      ["listing", { model: "MT-07" }, "model"],
      ["listing", { priceMin: -5 }, "priceMin"],
    ];
    for (const [kind, filters, field] of cases) {
      const response = await searches.post(user.token, { body: { kind, name: "Deneme", filters } });
      expect(response.status, JSON.stringify(filters)).toBe(400);
      expect(response.body.error).toMatch(/^Arama filtreleri geçersiz\./);
      expect(response.body.fields).toHaveProperty(field);
    }
    expect((await searches.post(user.token, { body: { kind: "araba", name: "Deneme", filters: {} } })).status).toBe(
      422,
    );
    expect((await searches.post(user.token, { body: { kind: "auction", name: "   ", filters: {} } })).body.error).toBe(
      "Arama adı zorunludur.",
    );
    expect(
      (await searches.post(user.token, { body: { kind: "auction", name: "x".repeat(81), filters: {} } })).status,
    ).toBe(422);
    expect(await rowsOf(user.uid)).toEqual([]);
  });

  it("answers 404 for another user's saved search and leaves it alone", async () => {
    const [owner, other] = await Promise.all([registeredUser(), registeredUser()]);
    const created = await searches.post(owner.token, {
      body: { kind: "auction", name: "Benim", filters: { brand: "BMW" } },
    });
    const id = created.body.search.id;
    const rename = await one.patch(other.token, { params: { id }, body: { name: "Onun" } });
    expect(rename.status).toBe(404);
    expect(rename.body.error).toBe("Kayıtlı arama bulunamadı.");
    expect((await one.delete(other.token, { params: { id } })).status).toBe(404);
    expect((await one.patch(other.token, { params: { id: 987_654_321 }, body: { name: "x" } })).status).toBe(404);
    expect((await searches({ token: other.token })).body.items).toEqual([]);
    expect((await rowsOf(owner.uid)).map((r) => r.name)).toEqual(["Benim"]);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} per user: 200 parallel attempts store exactly the limit and the rest get a Turkish 409`, async () => {
    const user = await registeredUser();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        searches.post(user.token, {
          body: { kind: "auction", name: `Arama ${i}`, filters: { yearMin: 2000 + (i % 20) } },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SAVED_SEARCH_LIMIT);
    expect(statuses.filter((s) => s === 409)).toHaveLength(200 - SAVED_SEARCH_LIMIT);
    expect(answers.find((a) => a.status === 409)!.body.error).toMatch(/En fazla 50 arama kaydedebilirsiniz/);
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(schema.savedSearches)
      .where(eq(schema.savedSearches.userUid, user.uid));
    expect(n).toBe(SAVED_SEARCH_LIMIT);
    // Deleting one makes room for exactly one more.
    const someId = answers.find((a) => a.status === 201)!.body.search.id;
    expect((await one.delete(user.token, { params: { id: someId } })).status).toBe(204);
    expect((await searches.post(user.token, { body: { kind: "listing", name: "Yeni", filters: {} } })).status).toBe(
      201,
    );
    expect((await searches.post(user.token, { body: { kind: "listing", name: "Fazla", filters: {} } })).status).toBe(
      409,
    );
  });
});
