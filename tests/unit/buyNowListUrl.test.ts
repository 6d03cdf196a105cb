import { describe, expect, it } from "vitest";
import { listingsHref } from "@/lib/buyNow/listUrl";
import { parseListingQueryLenient } from "@/lib/buyNow/schemas";

describe("/hemenal URL state", () => {
  it("leaves defaults out so the plain list stays canonical", () => {
    expect(listingsHref({ sort: "newest", page: 1, pageSize: 12 })).toBe("/hemenal");
    expect(listingsHref({ brand: "Honda", city: "İzmir", priceMax: 200_000, sort: "price_asc", page: 2 })).toBe(
      "/hemenal?brand=Honda&city=%C4%B0zmir&priceMax=200000&sort=price_asc&page=2",
    );
  });

  it("keeps what is valid in an edited URL and drops the rest", () => {
    expect(
      parseListingQueryLenient({
        brand: "Yamaha",
        city: "Atlantis",
        priceMin: "abc",
        yearMin: "2019",
        sort: "ucuz",
        page: ["3", "4"],
      }),
    ).toEqual({
      brand: "Yamaha",
      yearMin: 2019,
      sort: "newest",
      page: 3,
      pageSize: 12,
    });
  });

  it("a URL built from parsed params parses back to the same params", () => {
    const params = parseListingQueryLenient({
      brand: "BMW",
      priceMin: "100000",
      priceMax: "400000",
      yearMax: "2024",
      sort: "year_desc",
      page: "2",
    });
    const back = parseListingQueryLenient(Object.fromEntries(new URL(listingsHref(params), "http://x").searchParams));
    expect(back).toEqual(params);
  });
});
