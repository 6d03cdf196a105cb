/** The order views the API answers (Kazandıklarım, the order lifecycle), shared by the server and the screens. */
export type OrderStatus = "awaiting_payment" | "paid" | "completed" | "cancelled";

/**
 * What happened to the buyer's deposit when an order closed: released (completed, or cancelled
 * without fault) or captured as a cayma bedeli; `amount` is what moved (0: nothing was still
 * blocked). Null on an open order, and on one closed before this was recorded.
 */
export type SettledDeposit = { outcome: "released" | "captured"; amount: number };

/** GET /api/me/wins ("Kazandıklarım"): a won auction's order and, once it closed, its deposit's outcome. */
export type MyWin = {
  orderId: number;
  auctionId: number | null;
  title: string;
  city: string;
  photo: string | null;
  price: number;
  commission: number;
  total: number;
  status: OrderStatus;
  settledDeposit: SettledDeposit | null;
  paymentDueAt: string;
  paymentReference: string;
  createdAt: string;
};
