/** The order views the API answers (Kazandıklarım, the order lifecycle), shared by the server and the screens. */
/**
 * PRODUCT §7.2: the service fee paid to the company (`paid`) → noter appointment set → the vehicle price
 * paid through the noter's Güvenli Ödeme Sistemi (`gos_paid`) → title transferred → completed.
 */
export type OrderStatus =
  "awaiting_payment" | "paid" | "appointment_set" | "gos_paid" | "transferred" | "completed" | "cancelled";

/**
 * A staff action on an order: move it to a next status, move its noter appointment (`reschedule`), or
 * (when cancelling) collect the deposit as a cayma bedeli.
 */
export type OrderAction =
  "paid" | "appointment_set" | "reschedule" | "gos_paid" | "transferred" | "completed" | "cancelled" | "forfeit";

/** A step of the order's way to the title transfer that is late (lib/orders/rules.ts transferOverdue). */
export type OverdueStep = "appointment" | "gos" | "transfer";

/** The noter appointment staff set with the buyer (and the seller, when a user sells). */
export type NotaryAppointment = { notaryName: string; city: string; at: string };

/** One step of the buyer's order timeline on /profil: done (with its date), current or still ahead. */
export type OrderTimelineStep = {
  step: "created" | "paid" | "appointment_set" | "gos_paid" | "transferred" | "completed";
  state: "done" | "current" | "upcoming";
  at: string | null;
};

/** Where an order stands on its way to the title transfer: the appointment, the GÖS reference and each step's date. */
export type OrderTransfer = {
  appointment: NotaryAppointment | null;
  gosReference: string | null;
  /** A signed sales contract was uploaded with the title transfer. */
  contract: boolean;
  timeline: OrderTimelineStep[];
};

/** What the buyer may do with their order now: pay it (the transfer instructions), or ask for its transport. */
export type BuyerOrderAction = "pay" | "transport";

/**
 * What happened to the buyer's deposit when an order closed: released (completed, or cancelled
 * without fault) or captured as a cayma bedeli; `amount` is what moved (0: nothing was still
 * blocked). Null on an open order, and on one closed before this was recorded.
 */
export type SettledDeposit = { outcome: "released" | "captured"; amount: number };

/** What the buyer's two order views share: the vehicle, the money, the state and what they may do now. */
type BuyerOrderFields = {
  auctionId: number | null;
  title: string;
  city: string;
  photo: string | null;
  price: number;
  commission: number;
  total: number;
  status: OrderStatus;
  settledDeposit: SettledDeposit | null;
  /** paymentDueAt(createdAt) of lib/orders/rules.ts: the end of the third business day. */
  paymentDueAt: string;
  /** What the buyer writes in the transfer's description (`MB-S-<order id>`). */
  paymentReference: string;
  createdAt: string;
  /** What the buyer may do now (lib/orders/rules.ts buyerOrderActionsFor). */
  actions: BuyerOrderAction[];
  /** The noter appointment, the GÖS payment and each step's date (the /profil timeline). */
  transfer: OrderTransfer;
};

/** GET /api/me/wins ("Kazandıklarım"): a won auction's order and, once it closed, its deposit's outcome. */
export type MyWin = BuyerOrderFields & { orderId: number };

export type OrderSource = "auction" | "listing";

export type MyOrder = BuyerOrderFields & {
  id: number;
  source: OrderSource;
  listingId: number | null;
  updatedAt: string;
};

export type ManagedOrder = {
  id: number;
  source: OrderSource;
  auctionId: number | null;
  listingId: number | null;
  title: string;
  price: number;
  commission: number;
  total: number;
  status: OrderStatus;
  /** The buyer's deposit still blocked for this order: what settling releases or a cayma bedeli collects. */
  deposit: number;
  /** Once the order closed: the deposit released or collected as a cayma bedeli. */
  settledDeposit: SettledDeposit | null;
  buyer: { name: string; lastName: string; email: string; phone: string };
  paymentDueAt: string;
  paymentReference: string;
  /** Awaiting payment past its due date: the only state in which a cayma bedeli may be collected. */
  overdue: boolean;
  /** What staff may do now (lib/orders/rules.ts orderActionsFor): the next statuses, and "forfeit" when cancelling may collect the deposit. */
  actions: OrderAction[];
  /**
   * Set while a cayma bedeli is not yet allowed but will be (unpaid, deposit blocked, before the due
   * date): the cancel dialog shows the option locked until then (lib/orders/rules.ts forfeitLockedUntil).
   */
  forfeitLockedUntil: string | null;
  /** The signed-in staff member bought or sells it: no actions ("Kendi kaydınız"). */
  ownRecord: boolean;
  /** The noter appointment, the GÖS payment and each step's date. */
  transfer: OrderTransfer;
  /** A step of the title transfer that is late (lib/orders/rules.ts transferOverdue), or null. */
  overdueStep: OverdueStep | null;
  createdAt: string;
};
