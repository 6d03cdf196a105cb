import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LIMIT = 150;

/**
 * Files still over the limit when the rule came in, each at most at its size then: they may only
 * shrink. Remove an entry once its file is split; never add one.
 */
const NOT_YET_SPLIT: Record<string, number> = {
  "components/transport/MyTransportRequests.tsx": 152,
  "components/profile/ProfileForm.tsx": 155,
  "components/auctions/AuctionListPage.tsx": 161,
  "components/sell/PhotoUploader.tsx": 161,
  "pages/borsadasat.tsx": 169,
  "components/contact/ContactForm.tsx": 173,
  "components/deposits/WithdrawalSection.tsx": 174,
  "components/management/dashboard/DashboardFigures.tsx": 177,
  "components/savedSearches/SavedSearchList.tsx": 183,
  "components/management/ManagementLayout.tsx": 190,
  "components/cookies/CookieConsent.tsx": 192,
  "components/sell/MySellRequests.tsx": 220,
  "pages/management/blog/index.tsx": 266,
  "components/profile/AccountSecurity.tsx": 270,
  "components/sell/SellRequestForm.tsx": 280,
  "components/transport/TransportRequestForm.tsx": 298,
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
