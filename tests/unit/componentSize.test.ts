import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LIMIT = 150;

/**
 * Files still over the limit when the rule came in, each at most at its size then: they may only
 * shrink. Remove an entry once its file is split; never add one.
 */
const NOT_YET_SPLIT: Record<string, number> = {
  "pages/blog/[slug].tsx": 153,
  "components/content/ContentBlocks.tsx": 156,
  "pages/index.tsx": 161,
  "components/auctions/AuctionStatePanel.tsx": 164,
  "pages/ihaleler/[id].tsx": 170,
  "pages/management/araclar.tsx": 169,
  "components/auctions/management/VehicleEditor.tsx": 366,
};

function tsxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".tsx"))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

const lineCount = (file: string) => readFileSync(path.join(ROOT, file), "utf8").replace(/\n$/, "").split("\n").length;

describe("component size", () => {
  const files = [...tsxFiles("components"), ...tsxFiles("pages")];

  it("finds the components and pages", () => {
    expect(files).toContain("components/auctions/BidPanel.tsx");
    expect(files).toContain("pages/index.tsx");
  });

  it(`keeps every .tsx in components/ and pages/ at most ${LIMIT} lines`, () => {
    const tooLong = files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ file, lines }) => lines > (NOT_YET_SPLIT[file] ?? LIMIT))
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(tooLong).toEqual([]);
  });
});
