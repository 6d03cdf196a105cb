import { describe, expect, it } from "vitest";
import { jsonSharing } from "@/lib/server/jsonText";

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
