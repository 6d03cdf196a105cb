import { describe, expect, it } from "vitest";
import { transportableOrders } from "@/lib/transportRequests/rules";

describe("transportableOrders (which orders a transport request may reference)", () => {
  it("keeps every order except the cancelled ones, in order", () => {
    const orders = [
      { id: 1, status: "awaiting_payment" },
      { id: 2, status: "cancelled" },
      { id: 3, status: "paid" },
      { id: 4, status: "completed" },
    ];
    expect(transportableOrders(orders).map((o) => o.id)).toEqual([1, 3, 4]);
  });

  it("answers an empty list when every order was cancelled", () => {
    expect(transportableOrders([{ status: "cancelled" }])).toEqual([]);
  });
});
