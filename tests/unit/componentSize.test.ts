import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LIMIT = 150;

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
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(tooLong).toEqual([]);
  });
});
