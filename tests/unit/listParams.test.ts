import { describe, expect, it } from "vitest";
import { listPage, listStateParser, listUrl, pickFilter } from "@/components/management/listParams";

const FILTERS = [
  { slug: "all", legacy: "tumu" },
  { slug: "live", legacy: "canli" },
  { slug: "cancelled", legacy: "iptal" },
];

describe("management list URLs: English keys, the old Turkish ones as aliases", () => {
  it("reads state and page", () => {
    expect(pickFilter(FILTERS, { state: "live" }).slug).toBe("live");
    expect(listPage({ page: "3" })).toBe(3);
  });
  it("still opens an old Turkish bookmark", () => {
    expect(pickFilter(FILTERS, { durum: "iptal" }).slug).toBe("cancelled");
    expect(listPage({ sayfa: "2" })).toBe(2);
  });
  it("falls back to the first filter and page 1 on nonsense", () => {
    expect(pickFilter(FILTERS, { state: "canli" }).slug).toBe("all");
    expect(pickFilter(FILTERS, {}).slug).toBe("all");
    expect(listPage({ page: "-4" })).toBe(1);
    expect(listPage({ page: "abc" })).toBe(1);
  });
  it("writes only what differs from the default view", () => {
    expect(listUrl("/management/nakliye", { state: "all", page: 1 })).toBe("/management/nakliye");
    expect(listUrl("/management/nakliye", { state: "scheduled", page: 2, q: "Honda" })).toBe("/management/nakliye?state=scheduled&q=Honda&page=2");
    expect(listUrl("/management/siparisler", { state: "overdue", source: "listing", q: "MB-S-12" })).toBe("/management/siparisler?state=overdue&source=listing&q=MB-S-12");
  });
  it("keeps state=all where the default tab is another one", () => {
    expect(listUrl("/management/provizyon", { state: "all" }, null)).toBe("/management/provizyon?state=all");
  });
  it("parses a URL into the state it writes, aliases resolved", () => {
    const parse = listStateParser(FILTERS);
    expect(parse({ durum: "iptal", sayfa: "2", q: " Honda " })).toEqual({ state: "cancelled", q: "Honda", page: 2 });
    expect(listUrl("/x", parse({ durum: "iptal", sayfa: "2", q: " Honda " }))).toBe("/x?state=cancelled&q=Honda&page=2");
  });
});
