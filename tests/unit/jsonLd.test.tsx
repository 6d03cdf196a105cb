import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { HeadManagerContext } from "next/dist/shared/lib/head-manager-context.shared-runtime";
import { serializeJsonLd } from "@/lib/jsonLd";
import { Breadcrumbs } from "@/components/content/Breadcrumbs";
import { Seo } from "@/components/Seo";
import { OrganizationJsonLd } from "@/components/seo/OrganizationJsonLd";
import type { AuctionDetail } from "@/lib/auctions/types";
import type { ListingDetail } from "@/lib/buyNow/types";
import { auctionJsonLd, listingJsonLd } from "@/lib/vehicleJsonLd";

const PAYLOAD = "Başlık </script><script>alert(1)</script>";

vi.mock("next/router", () => ({
  useRouter: () => ({ pathname: "/", asPath: "/blog/baslik", events: { on: vi.fn(), off: vi.fn() } }),
}));
vi.mock("@/lib/company", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/company")>();
  return {
    ...original,
    COMPANY: {
      ...original.COMPANY,
      name: "Başlık </script><script>alert(1)</script>",
      legalName: "A & B <!-- x --> \u2028",
    },
  };
});

/** Mounts a component under next/head's manager, as a page does, and returns the <head> markup it adds. */
function headMarkup(node: ReactNode): string {
  let head: ReactElement[] = [];
  const manager = { updateHead: (state: ReactElement[]) => (head = state), mountedInstances: new Set() };
  render(<HeadManagerContext.Provider value={manager as never}>{node}</HeadManagerContext.Provider>);
  return renderToStaticMarkup(<>{head}</>);
}

function structuredBlocks(markup: string) {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${markup}</head><body></body></html>`,
    "text/html",
  );
  const scripts = [...doc.querySelectorAll("script")];
  return { scripts, data: scripts.map((s) => JSON.parse(s.textContent ?? "")) };
}

describe("serializeJsonLd", () => {
  it.each([
    ["a closing script tag", PAYLOAD],
    ["an HTML comment opener", "<!--<script>"],
    ["an entity", "&lt;/script&gt;"],
    ["line and paragraph separators", "a\u2028b\u2029c"],
  ])("escapes %s and still yields the same JSON value", (_name, value) => {
    const text = serializeJsonLd({ headline: value, list: [value] });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ headline: value, list: [value] });
  });
});

const vehicleFields = {
  id: 7,
  title: PAYLOAD,
  brand: PAYLOAD,
  model: "MT-07",
  year: 2022,
  km: 8_500,
  engineCc: 689,
  city: "İzmir",
  photo: null,
};
const vehicle = {
  colour: "Mavi",
  plate: "35***23",
  description: `Bakımlı. ${PAYLOAD}`,
  details: [],
  photos: ["/api/uploads/x.webp"],
};
const auction = {
  ...vehicleFields,
  status: "live",
  currentPrice: 300_000,
  endsAt: "2030-01-01T10:00:00.000Z",
  vehicle,
} as unknown as AuctionDetail;
const listing = { ...vehicleFields, status: "on_sale", price: 250_000, vehicle } as unknown as ListingDetail;

describe("every JSON-LD block on a page", () => {
  it.each<[string, ReactNode, string]>([
    [
      "breadcrumbs",
      <Breadcrumbs key="b" items={[{ label: "Blog", href: "/blog" }, { label: PAYLOAD }]} />,
      "BreadcrumbList",
    ],
    [
      "a BlogPosting through Seo",
      <Seo key="s" title={PAYLOAD} description="x" jsonLd={{ "@type": "BlogPosting", headline: PAYLOAD }} />,
      "BlogPosting",
    ],
    ["the Organization", <OrganizationJsonLd key="o" />, "Organization"],
    [
      "an auction's motorcycle",
      <Seo key="a" title="x" description="x" jsonLd={auctionJsonLd(auction)} />,
      "Motorcycle",
    ],
    [
      "a Hemen Al listing's motorcycle",
      <Seo key="l" title="x" description="x" jsonLd={listingJsonLd(listing)} />,
      "Motorcycle",
    ],
  ])("%s keeps a title with </script> inside its own script element", (_name, node, type) => {
    const markup = headMarkup(node);
    expect(markup).not.toContain("</script><script>alert(1)");
    const { scripts, data } = structuredBlocks(markup);
    expect(scripts).toHaveLength(1);
    expect(scripts[0].type).toBe("application/ld+json");
    expect(data[0]["@type"]).toBe(type);
    expect(JSON.stringify(data[0])).toContain(JSON.stringify(PAYLOAD).slice(1, -1));
  });
});

describe("raw HTML in components", () => {
  // Every structured-data block goes through jsonLdScript; the only other raw HTML is a blog body,
  // which renderMarkdown sanitises. A new dangerouslySetInnerHTML must be checked and listed here.
  const allowed = new Map([
    ["components/seo/JsonLd.tsx", "serializeJsonLd"],
    ["components/blog/PostBody.tsx", "sanitised Markdown"],
    ["components/layout/HydrateWhenIdle.tsx", "always the empty string: keeps the server's own HTML during hydration"],
    [
      "components/ui/SelectFilter.tsx",
      "selectOptionsHtml: every option's text escaped (tests/unit/selectFilter.test.tsx)",
    ],
  ]);

  it("is written only where its content is escaped or sanitised", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const path = await import("node:path");
    const root = path.resolve(__dirname, "../..");
    const found: string[] = [];
    for (const dir of ["components", "pages", "lib"]) {
      for (const entry of await readdir(path.join(root, dir), { recursive: true })) {
        if (!/\.(tsx?|jsx?)$/.test(entry)) continue;
        const file = `${dir}/${entry}`;
        const text = await readFile(path.join(root, file), "utf8");
        if (/dangerouslySetInnerHTML=|type="application\/ld\+json"/.test(text)) found.push(file);
      }
    }
    expect(found.sort()).toEqual([...allowed.keys()].sort());
  });
});
