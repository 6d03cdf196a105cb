import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Code comments cite the project's own documents (docs/PRODUCT.md, docs/ARCHITECTURE.md), never a
 * document outside the repository, and every cited section exists. After merging a branch that
 * still cites the old documents, the codemod the docs branch used rewrites them (see docs/DEVELOPING.md).
 */

const ROOTS = ["components", "lib", "pages", "scripts", "tests", "styles"];
const ROOT_FILES = [
  "instrumentation.ts",
  "next.config.ts",
  "playwright.config.ts",
  "vitest.config.mts",
  "eslint.config.mjs",
  "drizzle.config.ts",
];

function codeFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : codeFiles(full);
    return /\.(ts|tsx|mjs|mts)$/.test(entry.name) ? [full] : [];
  });
}

const files = [...ROOTS.flatMap((dir) => codeFiles(path.resolve(dir))), ...ROOT_FILES.map((f) => path.resolve(f))]
  .filter((file) => fs.existsSync(file))
  .map((file) => ({ file: path.relative(process.cwd(), file), text: fs.readFileSync(file, "utf8") }));

/** Section numbers of a document's headings: `## 3. Money` → "3", `### 3.2 Blocks` → "3.2". */
function headings(doc: string): Set<string> {
  const text = fs.readFileSync(path.resolve("docs", doc), "utf8");
  const found = new Set<string>();
  for (const match of text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)) found.add(match[1]);
  return found;
}

// Spelled in parts so this file does not match itself.
const FORBIDDEN = ["SPEC" + " §", "DESIGN" + " §", "shared/" + "SPEC", "shared/" + "DESIGN", "shared/" + "STYLE"];

describe("document citations in code", () => {
  it("scans the code base", () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it("cites no document outside the repository", () => {
    const offenders = files.flatMap(({ file, text }) =>
      FORBIDDEN.filter((needle) => text.includes(needle)).map((needle) => `${file}: ${needle}`),
    );
    expect(offenders).toEqual([]);
  });

  it.each([
    ["PRODUCT", "PRODUCT.md"],
    ["ARCHITECTURE", "ARCHITECTURE.md"],
  ])("cites only %s sections that exist", (name, doc) => {
    const sections = headings(doc);
    const cite = new RegExp(`${name} §(\\d+(?:\\.\\d+)*)`, "g");
    const missing = files.flatMap(({ file, text }) =>
      [...text.matchAll(cite)].filter((m) => !sections.has(m[1])).map((m) => `${file}: ${name} §${m[1]}`),
    );
    expect(missing).toEqual([]);
    // A guard that the heading scan works.
    expect(sections.size).toBeGreaterThan(5);
  });
});
