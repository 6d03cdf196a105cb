import type { StaffRequestView } from "@/lib/requestFlow";

/**
 * Nakliye (PRODUCT §8.2): the states and the views the API answers, shared by /nakliye, the API
 * and the management screen.
 */
export const TRANSPORT_STATUSES = [
  "requested",
  "quoted",
  "accepted",
  "declined",
  "scheduled",
  "delivered",
  "cancelled",
] as const;
export type TransportRequestStatus = (typeof TRANSPORT_STATUSES)[number];

/** `withdraw` is the user cancelling their own request; `cancel` is staff cancelling with a reason. */
export type TransportAction = "quote" | "accept" | "decline" | "withdraw" | "schedule" | "deliver" | "cancel";

/**
 * What a screen may offer on a request: the status transitions, and staff "Ücret alındı" (`feePaid`),
 * which records the accepted quote as paid and invoices it without moving the status (docs/invoices.md).
 */
export type TransportViewAction = TransportAction | "feePaid";

export type TransportRequestView = {
  id: number;
  fromCity: string;
  fromDistrict: string;
  toCity: string;
  toDistrict: string;
  brand: string;
  model: string;
  orderId: number | null;
  preferredDate: string;
  note: string;
  status: TransportRequestStatus;
  quote: { price: number; note: string; madeAt: string; expiresAt: string; expired: boolean } | null;
  scheduledDate: string | null;
  scheduleNote: string | null;
  cancelReason: string | null;
  /** Who cancelled a cancelled request: the user themself or staff. */
  cancelledBy: "owner" | "staff" | null;
  /** When staff recorded the transport fee as received (its invoice issued then). */
  feePaidAt: string | null;
  createdAt: string;
  updatedAt: string;
  actions: TransportViewAction[];
};

export type StaffTransportRequestView = StaffRequestView<TransportRequestView>;
