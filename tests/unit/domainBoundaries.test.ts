import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The domain boundaries of docs/DEVELOPING.md "Layout", read from the source itself: a tiny import
 * parser (static, type-only and dynamic imports alike) over lib/, no dependency.
 *
 * Every domain is checked (each folder lib/<d>/ and lib/server/<d>/); the few known breaches are
 * listed below, each with why, and an entry goes when its breach does.
 */

/**
 * Known imports outside these domains' reach, each with why it is still here; remove an entry when
 * its import goes (the test then keeps it gone).
 */
const KNOWN_DOMAIN_EDGES = [
  // The open-stream shutdown registry lives in the auction stream until one SSE helper serves every
  // stream (issue 22 item 2); the unread-count stream registers there. Not a service call.
  "lib/server/notifications/stream.ts → lib/server/auctions/stream.ts",
];

/**
 * Known import cycles, each with why it is still here (sorted members, as cycles() reports them).
 */
const KNOWN_CYCLES: string[][] = [];

/**
 * Shared domains: the reads, writes and lifecycle several domains take the same way, each with the
 * domains that build on it (docs/ARCHITECTURE.md §2). Their queries.ts owns no table: it is written
 * against the table its user hands over, so importing it is not reaching into another domain's SQL.
 */
const SHARED_DOMAINS: Record<string, string[]> = {
  // Borsa'da Sat and Nakliye: the request tables' shared SQL (queries.ts) and steps (lifecycle.ts).
  requests: ["sellRequests", "transportRequests"],
};

const ROOT = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [rel] : [];
  });
}

/** Every module specifier a file imports or re-exports, comments left out. */
export function importedSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) found.push(m[1]);
  return found;
}

/** The repository file an `@/` specifier names, or null (packages, missing files). */
function resolve(specifier: string): string | null {
  if (!specifier.startsWith("@/")) return null;
  const base = specifier.slice(2);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile()) return candidate;
  return null;
}

const libFiles = sourceFiles("lib");
const imports = new Map<string, { specifier: string; file: string | null }[]>(
  libFiles.map((file) => [
    file,
    importedSpecifiers(fs.readFileSync(path.join(ROOT, file), "utf8")).map((specifier) => ({
      specifier,
      file: resolve(specifier),
    })),
  ]),
);

/** The domain a lib file belongs to (lib/<d>/… or lib/server/<d>/…), or null for flat infrastructure. */
function domainOf(file: string): string | null {
  const m = /^lib\/(?:server\/)?([^/]+)\//.exec(file);
  return m && m[1] !== "server" ? m[1] : null;
}
/** Every domain: the folders of lib/ and lib/server/ that hold files. */
const DOMAINS = [...new Set(libFiles.map(domainOf).filter((d): d is string => d !== null))];
const checked = (file: string) => DOMAINS.includes(domainOf(file) ?? "");
const serverDomainOf = (file: string) => /^lib\/server\/([^/]+)\/[^/]+$/.exec(file)?.[1] ?? null;

/** Strongly connected components of more than one node (or a node importing itself): the cycles. */
function cycles(nodes: string[], edges: (node: string) => string[]): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges(v)) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || edges(v).includes(v)) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!indexOf.has(node)) visit(node);
  return found;
}

describe("domain boundaries", () => {
  it("the parser sees static, type-only, multi-line, re-exported and dynamic imports, not comments", () => {
    const text = [
      'import { a } from "@/lib/a";',
      'import type { B } from "@/lib/b";',
      "import {\n  c,\n  type D,\n} from '@/lib/c';",
      'export { e } from "@/lib/e";',
      'import "@/lib/f";',
      'const g = await import("@/lib/g");',
      '// import { h } from "@/lib/h";',
      '/* import { i } from "@/lib/i"; */',
    ].join("\n");
    expect(importedSpecifiers(text).sort()).toEqual(["@/lib/a", "@/lib/b", "@/lib/c", "@/lib/e", "@/lib/f", "@/lib/g"]);
  });

  it("sees the domains it checks", () => {
    // The domains checked before every domain joined, and the two whose breaches were fixed then.
    const named = ["auctions", "bids", "buyNow", "orders", "vehicles", "watchlist", "savedSearches", "withdrawals"];
    expect(DOMAINS).toEqual(expect.arrayContaining([...named, "accounts", "staff", "sellRequests", "offers"]));
    for (const domain of DOMAINS)
      expect(
        libFiles.some((f) => domainOf(f) === domain && checked(f)),
        domain,
      ).toBe(true);
  });

  it("no queries.ts imports another domain's queries.ts", () => {
    const offenders = libFiles
      .filter((file) => /^lib\/server\/[^/]+\/queries\.ts$/.test(file))
      .flatMap((file) =>
        imports
          .get(file)!
          .filter(({ file: target }) => target && /^lib\/server\/[^/]+\/queries\.ts$/.test(target))
          .filter(({ file: target }) => serverDomainOf(target!) !== serverDomainOf(file))
          .filter(({ file: target }) => !SHARED_DOMAINS[serverDomainOf(target!)!]?.includes(serverDomainOf(file)!))
          .filter(({ file: target }) => checked(file) || checked(target!))
          .map(({ file: target }) => `${file} → ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it("a shared domain serves only the domains listed as building on it", () => {
    const offenders = libFiles.flatMap((file) =>
      imports
        .get(file)!
        .filter(({ file: target }) => target && SHARED_DOMAINS[domainOf(target) ?? ""])
        .filter(({ file: target }) => domainOf(target!) !== domainOf(file))
        .filter(({ file: target }) => !SHARED_DOMAINS[domainOf(target!)!].includes(domainOf(file) ?? ""))
        .map(({ file: target }) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
    for (const shared of Object.keys(SHARED_DOMAINS)) expect(DOMAINS, shared).toContain(shared);
  });

  it("nothing in lib/ imports components/", () => {
    const offenders = libFiles.filter(checked).flatMap((file) =>
      imports
        .get(file)!
        .filter(({ specifier }) => specifier.startsWith("@/components/"))
        .map(({ specifier }) => `${file} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("no import cycle among lib/ modules (type-only imports included)", () => {
    const edges = (file: string) =>
      (imports.get(file) ?? []).flatMap(({ file: target }) => (target && imports.has(target) ? [target] : []));
    const known = KNOWN_CYCLES.map((cycle) => cycle.join(" ↔ "));
    const found = cycles(libFiles, edges).filter((cycle) => cycle.some(checked));
    expect(found.filter((cycle) => !known.includes(cycle.join(" ↔ ")))).toEqual([]);
    // A known cycle that is gone leaves the list, so it cannot come back unnoticed.
    expect(known.filter((cycle) => !found.some((c) => c.join(" ↔ ") === cycle))).toEqual([]);
  });

  it("no cycle between the server domains (a service calls a lower domain, never back)", () => {
    const domains = [...new Set(libFiles.map(serverDomainOf).filter((d): d is string => d !== null))];
    const dependsOn = new Map(domains.map((d) => [d, new Set<string>()]));
    for (const file of libFiles) {
      const from = serverDomainOf(file);
      if (!from) continue;
      for (const { file: target } of imports.get(file)!) {
        const to = target && serverDomainOf(target);
        if (to && to !== from && !KNOWN_DOMAIN_EDGES.includes(`${file} → ${target}`)) dependsOn.get(from)!.add(to);
      }
    }
    const offenders = cycles(domains, (d) => [...dependsOn.get(d)!]).filter((cycle) =>
      cycle.some((d) => DOMAINS.includes(d)),
    );
    expect(offenders).toEqual([]);
  });
});
