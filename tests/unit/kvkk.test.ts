import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DELETION_BLOCKER_LABELS, deletionRefusedText } from "@/lib/kvkk/labels";
import { deletionBlockers, isDeletionPhrase, linkExpiry, type DeletionFacts } from "@/lib/kvkk/rules";
import { deletionRequestSchema } from "@/lib/kvkk/schemas";
import { buildArchive } from "@/lib/server/kvkk/archive";
import { kvkkLinkToken, readKvkkLinkToken } from "@/lib/server/kvkk/links";
import { localStorage } from "@/lib/server/storage/local";
import { readPrivateObject, storePrivateObject } from "@/lib/server/storage/private";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const none: DeletionFacts = { leadingAuctions: 0, blockedProvision: 0, unpaidOrders: 0, pendingWithdrawals: 0 };

describe("deletionBlockers", () => {
  it.each([
    [{}, []],
    [{ leadingAuctions: 1 }, ["leading_auction"]],
    [{ blockedProvision: 1 }, ["blocked_provision"]],
    [{ unpaidOrders: 2 }, ["unpaid_order"]],
    [{ pendingWithdrawals: 1 }, ["pending_withdrawal"]],
    [
      { leadingAuctions: 1, blockedProvision: 5_000, unpaidOrders: 1, pendingWithdrawals: 1 },
      ["leading_auction", "blocked_provision", "unpaid_order", "pending_withdrawal"],
    ],
  ] as const)("%o → %o", (facts, expected) => {
    expect(deletionBlockers({ ...none, ...facts })).toEqual(expected);
  });

  it("names every reason in one Turkish sentence", () => {
    expect(deletionRefusedText(["unpaid_order"])).toBe(
      "Hesabınız şu an silinemez: ödenmemiş bir siparişiniz var. Bunlar sonuçlandıktan sonra tekrar deneyin.",
    );
    expect(deletionRefusedText(["leading_auction", "blocked_provision", "pending_withdrawal"])).toBe(
      `Hesabınız şu an silinemez: ${DELETION_BLOCKER_LABELS.leading_auction}, ${DELETION_BLOCKER_LABELS.blocked_provision} ve ${DELETION_BLOCKER_LABELS.pending_withdrawal}. Bunlar sonuçlandıktan sonra tekrar deneyin.`,
    );
  });
});

describe("the typed deletion phrase", () => {
  it.each([
    ["HESABIMI SİL", true],
    ["  hesabımı sil ", true],
    ["Hesabımı Sil", true],
    ["HESABIMI SIL", false],
    ["sil", false],
    ["", false],
  ])("%j → %s", (text, ok) => {
    expect(isDeletionPhrase(text)).toBe(ok);
    expect(deletionRequestSchema.safeParse({ phrase: text }).success).toBe(ok);
  });

  it("refuses other shapes with the Turkish message", () => {
    for (const body of [{}, { phrase: 1 }, { phrase: "HESABIMI SİL", other: true }]) {
      const parsed = deletionRequestSchema.safeParse(body);
      expect(parsed.success).toBe(false);
    }
    expect(deletionRequestSchema.safeParse({ phrase: "x" }).error?.issues[0].message).toBe(
      'Onaylamak için "HESABIMI SİL" yazın.',
    );
  });
});

describe("KVKK links", () => {
  const now = Date.UTC(2026, 0, 10, 12);
  const until = linkExpiry(new Date(now), 24);

  it("lives 24 hours and names its user and request", () => {
    const token = kvkkLinkToken("export", "uid-1", 7, until);
    expect(readKvkkLinkToken("export", token, now)).toEqual({ ok: true, uid: "uid-1", id: 7 });
    expect(readKvkkLinkToken("export", token, until.getTime() + 1000)).toEqual({ ok: false, reason: "expired" });
  });

  it("is refused when forged or of the other kind", () => {
    const token = kvkkLinkToken("deletion", "uid-1", 7, until);
    expect(readKvkkLinkToken("export", token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(readKvkkLinkToken("deletion", `${token.slice(0, -2)}xx`, now)).toEqual({ ok: false, reason: "invalid" });
    const [uid, field, mac] = token.split(".");
    const longer = `${uid}.${field.replace(/-(\d+)$/, (_, s: string) => `-${Number(s) + 86_400}`)}.${mac}`;
    expect(readKvkkLinkToken("deletion", longer, now)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("the export archive", () => {
  it("holds a read-me, one JSON and a CSV per table", () => {
    const at = new Date(Date.UTC(2026, 0, 10, 9, 30));
    const zip = buildArchive(
      [
        { name: "profil", columns: ["uid", "name"], rows: [{ uid: "u1", name: "=Ayşe" }] },
        {
          name: "teklifler",
          columns: ["id", "created_at", "details"],
          rows: [{ id: 1, created_at: at, details: { a: 1 } }],
        },
      ],
      at,
    );
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files).sort()).toEqual(["BENIOKU.txt", "profil.csv", "teklifler.csv", "veriler.json"]);
    expect(JSON.parse(strFromU8(files["veriler.json"])).tablolar.teklifler).toEqual([
      { id: 1, created_at: at.toISOString(), details: { a: 1 } },
    ]);
    // The CSV helper's rules: formula text neutralised, Istanbul time, JSON for nested values.
    expect(strFromU8(files["profil.csv"])).toContain("u1;'=Ayşe");
    expect(strFromU8(files["teklifler.csv"])).toContain('1;2026-01-10 12:30:00;"{""a"":1}"');
  });
});

describe("private objects", () => {
  it("are stored encrypted in their own folder and read back intact", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kvkk-private-"));
    const storage = localStorage(path.join(dir, "uploads"));
    const data = Buffer.from("PK gizli veri: Ayşe Yılmaz");
    await storePrivateObject("veri-dokumu-test.zip", data, storage);
    const raw = fs.readFileSync(path.join(dir, "private", "veri-dokumu-test.zip"));
    expect(raw.includes(Buffer.from("Ayşe"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "uploads", "veri-dokumu-test.zip"))).toBe(false);
    expect(await readPrivateObject("veri-dokumu-test.zip", storage)).toEqual(data);
    expect(await readPrivateObject("yok.zip", storage)).toBeNull();
    await expect(storePrivateObject("../kacak.zip", data, storage)).rejects.toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
