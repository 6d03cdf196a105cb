import { describe, expect, it } from "vitest";
import type { ZodObject, ZodType } from "zod";
import { AUCTION_LIST_RULES, parseListQueryLenient } from "@/lib/auctions/listParams";
import { auctionListQuerySchema } from "@/lib/auctions/schemas";
import { LISTING_LIST_RULES, parseListingQueryLenient } from "@/lib/buyNow/listParams";
import { listingListQuerySchema } from "@/lib/buyNow/schemas";
import { hasControlCharacter } from "@/lib/controlChars";

/** The list pages' parser before it lost zod: each value the API schema accepts on its own is kept. */
function zodLenient(schema: ZodObject<Record<string, ZodType>>, raw: Record<string, string | string[] | undefined>) {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v === undefined || v === "" || hasControlCharacter(v)) continue;
    const single = schema.shape[key];
    if (single && single.safeParse(v).success) clean[key] = v;
  }
  return schema.parse(clean);
}

const values = [
  "",
  " ",
  "abc",
  "5",
  " 5 ",
  "-1",
  "0",
  "1",
  "1.5",
  "1e3",
  "0x10",
  "+7",
  "1950",
  "2100",
  "2101",
  "48",
  "49",
  "10000",
  "10001",
  "9".repeat(20),
  "Infinity",
  "NaN",
  "active",
  "live",
  "ended",
  "ucuz",
  "newest",
  "price_asc",
  "year_desc",
  "ending",
  "İzmir",
  " Ankara ",
  "Atlantis",
  "Yamaha",
  "x".repeat(41),
  "y".repeat(61),
  "a\u0000b",
  "tab\there",
];

describe.each([
  ["auctions", AUCTION_LIST_RULES, auctionListQuerySchema, parseListQueryLenient],
  ["listings", LISTING_LIST_RULES, listingListQuerySchema, parseListingQueryLenient],
] as const)("the %s list page's URL parser (no zod)", (_name, rules, schema, parse) => {
  it("has a rule for every key of the API schema", () => {
    expect(Object.keys(rules).sort()).toEqual(Object.keys(schema.shape).sort());
  });

  it.each(Object.keys(rules))("reads %s as the API schema would, value by value", (key) => {
    for (const value of values) {
      const raw = { [key]: value, unknown: "1" };
      expect([value, parse(raw)]).toEqual([
        value,
        zodLenient(schema as unknown as ZodObject<Record<string, ZodType>>, raw),
      ]);
    }
    const several = { [key]: ["2020", "x"] };
    expect(parse(several)).toEqual(zodLenient(schema as unknown as ZodObject<Record<string, ZodType>>, several));
  });
});
