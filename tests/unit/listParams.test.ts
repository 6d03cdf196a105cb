import { describe, expect, it } from "vitest";
import { listHref, listPage, pickFilter } from "@/components/management/listParams";

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
    expect(listHref("/management/nakliye", { state: "all", page: 1 })).toEqual({ pathname: "/management/nakliye", query: {} });
    expect(listHref("/management/nakliye", { state: "scheduled", page: 2, q: "Honda" })).toEqual({ pathname: "/management/nakliye", query: { state: "scheduled", q: "Honda", page: 2 } });
  });
});
