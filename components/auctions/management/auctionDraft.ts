import { formatNumber } from "@/lib/format";
import type { ManagedAuction } from "@/lib/auctions/types";

export type Draft = {
  id?: number;
  /** Set when the form relists this unsold auction: a new auction of the same vehicle. */
  relistOf?: number;
  vehicleId: string;
  startsAt: string;
  endsAt: string;
  startingPrice: string;
  increment: string;
  reservePrice: string;
  buyNowPrice: string;
};

/** `datetime-local` works in the browser's zone (staff are in Türkiye); the API takes ISO instants. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function newDraft(vehicleId = ""): Draft {
  const start = new Date(Date.now() + 60 * 60_000);
  start.setMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 3 * 24 * 60 * 60_000);
  return {
    vehicleId,
    startsAt: toLocalInput(start.toISOString()),
    endsAt: toLocalInput(end.toISOString()),
    startingPrice: "",
    increment: "",
    reservePrice: "",
    buyNowPrice: "",
  };
}

/** The edit form of a not yet started auction, filled from the list row. */
export function draftOf(a: ManagedAuction): Draft {
  return {
    id: a.id,
    vehicleId: String(a.vehicleId),
    startsAt: toLocalInput(a.startsAt),
    endsAt: toLocalInput(a.endsAt),
    startingPrice: formatNumber(a.startingPrice),
    increment: a.increment ? formatNumber(a.increment) : "",
    reservePrice: a.reservePrice ? formatNumber(a.reservePrice) : "",
    buyNowPrice: a.buyNowPrice ? formatNumber(a.buyNowPrice) : "",
  };
}

/** The relist form of an unsold auction: its prices kept (each may be changed), new dates from now. */
export function relistDraftOf(a: ManagedAuction): Draft {
  const fresh = newDraft(String(a.vehicleId));
  const { id: _id, ...prices } = draftOf(a);
  return { ...prices, startsAt: fresh.startsAt, endsAt: fresh.endsAt, relistOf: a.id };
}
