import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every Turkish text a user reads lives in its domain's lib/<domain>/labels.ts (issue 22 item 1), so a
 * Turkish editor reviews a domain in one read. This reads every lib/ source file with the TypeScript
 * parser (comments are not string literals, so English comments quoting Turkish do not count) and
 * fails on a Turkish string or template literal outside labels.ts and the content pages (lib/content/).
 */
const TURKISH = /[çğıöşüÇĞİÖŞÜ]/;

/** Files whose Turkish literals are data, not interface text, each with why. */
const NOT_TEXT: Record<string, string> = {
  "lib/amountInWords.ts": "number words that spell an amount out: the algorithm's alphabet",
  "lib/company.ts": "the registered company name and address, legal data quoted verbatim",
  "lib/questions/rules.ts": "the Turkish swear words a question is checked for: data matched, never shown",
  "lib/provinces.ts": "the 81 province names are data (plate codes and slugs hang on them), not interface text",
  "lib/server/db/seed/auctions.ts": "demo data for a development database",
  "lib/server/db/seed/blogPosts.ts": "demo data for a development database",
  "lib/server/db/seed/demoAccounts.ts": "demo data for a development database",
  "lib/server/db/seed/demoIdentities.ts": "the demo people the local population registry knows",
  "lib/server/db/seed/motorcycles.ts": "demo data for a development database",
  "lib/server/db/seed/services.ts": "demo data for a development database",
  "lib/server/db/seed/trade.ts": "demo data for a development database",
  "lib/server/db/like.ts": "the Turkish letters SQL folds for case-insensitive search, not a text",
};

const ROOT = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return rel === "lib/content" || entry.name === "migrations" ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") && entry.name !== "labels.ts" ? [rel] : [];
  });
}

/** The Turkish string, template and JSX text literals of a source text. */
export function turkishLiterals(fileName: string, text: string): string[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteralLike(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node)) &&
      TURKISH.test(node.text)
    )
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceFiles("lib");
const withTurkish = files.filter(
  (file) => turkishLiterals(file, fs.readFileSync(path.join(ROOT, file), "utf8")).length,
);

describe("Turkish texts live in labels.ts", () => {
  it("the scanner sees string, template and JSX texts, not comments or English", () => {
    const text = [
      '// "Teklif geçildi" in a comment',
      "/* Şehir */",
      'const a = "plain English";',
      'const b = "Şehir";',
      "const c = `${a} güncel`;",
      "const d = <p>Kayıt bulunamadı</p>;",
    ].join("\n");
    expect(turkishLiterals("x.tsx", text)).toEqual(["Şehir", " güncel", "Kayıt bulunamadı"]);
  });

  it("no lib/ file outside labels.ts holds a Turkish literal, but for the listed data files", () => {
    const listed = new Set(Object.keys(NOT_TEXT));
    expect(withTurkish.filter((file) => !listed.has(file))).toEqual([]);
  });

  it("every listed data file still has one (the list names only what needs it)", () => {
    const still = new Set(withTurkish);
    expect(Object.keys(NOT_TEXT).filter((file) => !still.has(file))).toEqual([]);
  });
});
