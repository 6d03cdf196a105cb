import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { EXPORT_PAGE } from "@/lib/server/exports/queries";
import exportHandler from "@/pages/api/management/exports/[kind]";
import mineHandler from "@/pages/api/me/withdrawals";
import { serveHandler } from "@/tests/integration/helpers/http";
import { testIban } from "@/tests/integration/helpers/iban";
import { registeredUser, staffAccount } from "@/tests/integration/helpers/identity";

const exportsApi = serveHandler(exportHandler);
const mine = serveHandler(mineHandler);

const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Istanbul" }).format(new Date());

async function download(
  kind: string,
  token: string | null,
  query: Record<string, string> = { from: today(), to: today() },
) {
  const url = new URL(`http://x/?${new URLSearchParams(query)}`);
  return exportsApi({ token, params: { kind }, query: Object.fromEntries(url.searchParams) });
}

/** Splits the file into rows of cells, honouring quotes (a quoted cell may hold ; " and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ";") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("finance exports (CSV)", () => {
  it("withdrawals and ledger: UTF-8 BOM, ';', Turkish headers, quoting, formula guard, whole-lira amounts, only the range", async () => {
    const user = await registeredUser({ provision: 50_000, name: '=HYPERLINK("x";"Çağrı")', lastName: 'Şahin; "Öz"' });
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const iban = testIban();
    const created = await mine.post(user.token, { body: { amount: 12_345, iban } });
    expect(created.status).toBe(201);
    // A withdrawal outside the range: moved to last year.
    const old = await mine.post(user.token, { body: { amount: 10, iban } });
    await getDb().execute(
      sql`UPDATE withdrawals SET created_at = now() - interval '400 days' WHERE id = ${old.body.withdrawal.id}`,
    );

    const answer = await exportsApi({
      token: finance.token,
      params: { kind: "withdrawals" },
      query: { from: today(), to: today() },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="cekimler-${today()}-${today()}.csv"`);
    const raw = await fetchRaw("withdrawals", finance.token);
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString("utf8");
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      "Talep No",
      "Talep Tarihi",
      "Hesap Sahibi",
      "E-posta",
      "IBAN",
      "Tutar (TL)",
      "Durum",
      "Karar Tarihi",
      "Karar Veren",
      "Dekont No",
      "Ret Gerekçesi",
    ]);
    const mineRow = rows.find((r) => r[3] === user.email)!;
    expect(mineRow[0]).toBe(String(created.body.withdrawal.id));
    expect(mineRow[2]).toBe(`'=HYPERLINK("x";"Çağrı") Şahin; "Öz"`);
    expect(mineRow[5]).toBe("12345");
    expect(mineRow[6]).toBe("Ödeme bekliyor");
    expect(mineRow[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows.filter((r) => r[3] === user.email)).toHaveLength(1);
    // The quoting itself, as Excel reads it.
    expect(text).toContain(`"'=HYPERLINK(""x"";""Çağrı"") Şahin; ""Öz"""`);

    const ledger = parseCsv((await fetchRaw("ledger", finance.token)).subarray(3).toString("utf8"));
    expect(ledger[0].slice(0, 6)).toEqual(["Hareket No", "Tarih", "Kullanıcı", "E-posta", "Tür", "Tutar (TL)"]);
    const own = ledger.filter((r) => r[3] === user.email).map((r) => [r[4], r[5], r[6], r[7], r[8]]);
    expect(own).toEqual([
      ["Yatırma", "50000", "50000", "0", "test"],
      ["Bloke", "12345", "0", "12345", "Çekim talebi"],
      ["Bloke", "10", "0", "10", "Çekim talebi"],
    ]);
  });

  it("pages through a large range without losing or repeating a row", async () => {
    const user = await registeredUser({ provision: 1 });
    const finance = await staffAccount({ roles: ["provision:approve"] });
    // More than two keyset pages, the last one partial.
    const count = 2 * EXPORT_PAGE + 203;
    await getDb().execute(sql`
      INSERT INTO provision_entries (uid, kind, amount, ref_type, ref_id, note)
      SELECT ${user.uid}, 'deposit', g, 'test', g::text, 'toplu' FROM generate_series(1, ${count}) g`);
    const rows = parseCsv((await fetchRaw("ledger", finance.token)).subarray(3).toString("utf8")).filter(
      (r) => r[3] === user.email && r[10] === "toplu",
    );
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r[0])).size).toBe(count);
  });

  it("refuses bad ranges with Turkish messages", async () => {
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ to: "2026-01-01" }, "from", /Başlangıç tarihini seçin/],
      [{ from: "2026-02-30", to: "2026-03-01" }, "from", /geçerli bir gün/],
      [{ from: "2026-03-02", to: "2026-03-01" }, "from", /sonra olamaz/],
      [{ from: "01.03.2026", to: "2026-03-01" }, "from", /YYYY-AA-GG/],
    ];
    for (const [query, field, message] of cases) {
      const answer = await download("ledger", finance.token, query);
      expect(answer.status).toBe(422);
      expect(answer.body.fields[field]).toMatch(message);
    }
    expect((await download("users", finance.token)).status).toBe(404);
  });

  it("permission matrix: orders need orders:write, ledger and withdrawals provision:approve", async () => {
    const user = await registeredUser();
    const orders = await staffAccount({ roles: ["orders:write"] });
    const finance = await staffAccount({ roles: ["provision:approve"] });
    const superStaff = await staffAccount({ isSuper: true });
    const expected: Record<string, Record<string, number>> = {
      orders: { anonymous: 401, user: 403, finance: 403, orders: 200, super: 200 },
      ledger: { anonymous: 401, user: 403, orders: 403, finance: 200, super: 200 },
      withdrawals: { anonymous: 401, user: 403, orders: 403, finance: 200, super: 200 },
    };
    const tokens: Record<string, string | null> = {
      anonymous: null,
      user: user.token,
      orders: orders.token,
      finance: finance.token,
      super: superStaff.token,
    };
    for (const [kind, byWho] of Object.entries(expected)) {
      for (const [who, status] of Object.entries(byWho))
        expect((await download(kind, tokens[who])).status, `${kind} ${who}`).toBe(status);
    }
    const orderCsv = parseCsv((await fetchRaw("orders", orders.token)).subarray(3).toString("utf8"));
    expect(orderCsv[0]).toEqual([
      "Sipariş No",
      "Tarih",
      "Kaynak",
      "İhale/İlan No",
      "Araç",
      "Plaka",
      "Alıcı",
      "Alıcı E-posta",
      "Satış Fiyatı (TL)",
      "Alıcı Komisyonu (TL)",
      "Toplam (TL)",
      "Durum",
      "Son Ödeme Tarihi",
      "Teminat Sonucu",
      "Teminat Tutarı (TL)",
    ]);
  });
});

/** The body as bytes, the BOM included. */
async function fetchRaw(kind: string, token: string): Promise<Buffer> {
  const answer = await exportsApi({ token, params: { kind }, query: { from: today(), to: today() } });
  expect(answer.status).toBe(200);
  return answer.bytes;
}
