import { describe, expect, it } from "vitest";
import { AUCTION_LIST_QUERY_KEYS } from "@/lib/auctions/listRoutes";
import { auctionListQuerySchema } from "@/lib/auctions/schemas";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import nextConfig from "@/next.config";

describe("/ihaleler routing", () => {
  it("rewrites every list parameter to the server-rendered twin", () => {
    expect([...AUCTION_LIST_QUERY_KEYS].sort()).toEqual(Object.keys(auctionListQuerySchema.shape).sort());
  });

  it("leaves the plain /ihaleler (and unknown parameters) to the cached default view", async () => {
    const rewrites = await nextConfig(PHASE_PRODUCTION_SERVER).rewrites!();
    const beforeFiles = Array.isArray(rewrites) ? [] : (rewrites.beforeFiles ?? []);
    expect(beforeFiles).toHaveLength(AUCTION_LIST_QUERY_KEYS.length);
    for (const rule of beforeFiles) {
      expect(rule).toMatchObject({ source: "/ihaleler", destination: "/ihaleler/filtre" });
      expect(rule.has).toEqual([{ type: "query", key: expect.any(String) }]);
    }
  });
});
