import { describe, expect, it, vi } from "vitest";
import { gunzipSync } from "node:zlib";
import { acceptsGzip, jsonSharing, JsonText } from "@/lib/server/jsonText";
import { itMaps } from "@/tests/unit/helpers/cases";

const deflated = vi.hoisted(() => vi.fn());
vi.mock("node:zlib", async (original) => {
  const zlib = await original<typeof import("node:zlib")>();
  return {
    ...zlib,
    deflateRawSync: (...args: Parameters<typeof zlib.deflateRawSync>) => (deflated(), zlib.deflateRawSync(...args)),
  };
});

describe("jsonSharing", () => {
  const auction = {
    id: 7,
    status: "live",
    currentPrice: 125_200,
    endsAt: "2026-11-24T01:00:00.000Z",
    reserve: undefined,
    bids: [{ id: 1, amount: 125_200, bidder: "T***i" }],
  };

  it("writes the same JSON as JSON.stringify, the shared part first", () => {
    const value = { auction, bidId: 42, leading: true, extended: false, note: undefined };
    const text = jsonSharing(value, "auction").text;
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
    expect(text.startsWith('{"auction":{"id":7,')).toBe(true);
  });

  it("stringifies a shared object once for every answer that carries it", () => {
    let serialized = 0;
    const shared = { ...auction, toJSON: () => (serialized++, { id: 7 }) };
    const answers = [1, 2, 3].map((bidId) => jsonSharing({ auction: shared, bidId }, "auction").text);
    expect(answers).toEqual([
      '{"auction":{"id":7},"bidId":1}',
      '{"auction":{"id":7},"bidId":2}',
      '{"auction":{"id":7},"bidId":3}',
    ]);
    expect(serialized).toBe(1);
  });

  it("answers an object holding only the shared part", () => {
    expect(jsonSharing({ auction: { id: 1 } }, "auction").text).toBe('{"auction":{"id":1}}');
  });
});

describe("JsonText.gzip", () => {
  const bids = Array.from({ length: 50 }, (_, i) => ({ id: i, amount: 100_000 + i * 500, bidder: `K***${i}` }));
  const auction = { id: 7, title: "Honda CBR 650R — İstanbul, ağır şartlar", bids };

  it("decompresses to exactly the answer's text, for every answer sharing one auction", () => {
    const answers = [1, 2, 3].map((bidId) => jsonSharing({ auction, bidId, leading: bidId === 3 }, "auction"));
    for (const answer of answers) expect(gunzipSync(answer.gzip()).toString()).toBe(answer.text);
  });

  it("compresses the shared part (the answer is well under its text's size)", () => {
    const answer = jsonSharing({ auction, bidId: 1 }, "auction");
    expect(answer.gzip().length).toBeLessThan(Buffer.byteLength(answer.text) / 2);
  });

  it("deflates the shared part once per batch, not once per answer", () => {
    const shared = { ...auction };
    deflated.mockClear();
    const answers = [1, 2, 3].map((bidId) => jsonSharing({ auction: shared, bidId }, "auction").gzip());
    expect(deflated).toHaveBeenCalledTimes(1);
    expect(gunzipSync(answers[2]).toString()).toContain('"bidId":3');
  });

  it("carries a tail longer than one stored block and a plain answer", () => {
    const long = jsonSharing({ auction: { id: 1 }, note: "ş".repeat(40_000) }, "auction");
    expect(gunzipSync(long.gzip()).toString()).toBe(long.text);
    const plain = new JsonText('{"ok":true}');
    expect(gunzipSync(plain.gzip()).toString()).toBe('{"ok":true}');
  });
});

describe("acceptsGzip", () => {
  itMaps("%s → %s", acceptsGzip, [
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["deflate, br", false],
    ["gzip;q=0", false],
    ["", false],
    [undefined, false],
  ]);
});
