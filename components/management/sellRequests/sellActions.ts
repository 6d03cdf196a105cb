import { formatNumber } from "@/lib/format";
import { amountFieldError, turkishAmountOrUndefined } from "@/lib/turkishAmount";
import type { FieldErrors } from "@/lib/formErrors";
import { sellListSchema, sellOfferSchema, sellRejectSchema } from "@/lib/sellRequests/schemas";
import type { SellAction, StaffSellRequestView } from "@/lib/sellRequests/types";

export type StaffSellAction = Exclude<SellAction, "accept" | "decline" | "withdraw">;

export const SELL_ACTION_TEXT: Record<StaffSellAction, { button: string; title: string; confirm: string }> = {
  review: { button: "İncelemeye al", title: "Talebi incelemeye al", confirm: "İncelemeye al" },
  offer: { button: "Teklif ver", title: "Teklif ver", confirm: "Teklifi gönder" },
  list: { button: "Yayına al", title: "Yayına al", confirm: "Yayına al" },
  reject: { button: "Reddet", title: "Başvuruyu reddet", confirm: "Reddet" },
};

export const EMPTY_SELL_FORM = {
  price: "",
  method: "auction",
  reservePrice: "",
  note: "",
  mode: "create",
  startsAt: "",
  endsAt: "",
  linkId: "",
  reason: "",
  // PRODUCT §8.3: the vehicle's identity and the owner's EİDS approval, entered from the ruhsat when putting it on sale.
  vin: "",
  engineNumber: "",
  registrationSerial: "",
  eidsReference: "",
};
export type SellActionValues = typeof EMPTY_SELL_FORM;

/** `datetime-local` works in the browser's zone (staff are in Türkiye); the API takes ISO instants. */
function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A listing's default window: tomorrow 10:00 to three days later, the usual length. */
function defaultWindow(): { startsAt: string; endsAt: string } {
  const start = new Date();
  start.setDate(start.getDate() + 1);
  start.setHours(10, 0, 0, 0);
  const end = new Date(start.getTime() + 3 * 24 * 60 * 60_000);
  return { startsAt: toLocalInput(start), endsAt: toLocalInput(end) };
}

/** The form's start: a listing window, and the offer made so far (an offer is often re-made). */
export function sellFormStart(request: StaffSellRequestView | null): Partial<SellActionValues> {
  const o = request?.offer;
  return {
    ...defaultWindow(),
    price: o ? formatNumber(o.price) : "",
    method: o?.method ?? "auction",
    reservePrice: o?.reservePrice ? formatNumber(o.reservePrice) : "",
  };
}

/** The body and browser-side schema of an action. */
export function sellActionBody(kind: StaffSellAction, values: SellActionValues, request: StaffSellRequestView | null) {
  const optionalId = (s: string) => (s.trim() ? Number(s.replace(/\D/g, "")) : null);
  const iso = (s: string) => (s ? new Date(s).toISOString() : undefined);
  if (kind === "offer") {
    const reservePrice = values.method === "auction" ? turkishAmountOrUndefined(values.reservePrice) : undefined;
    return {
      schema: sellOfferSchema,
      body: { price: turkishAmountOrUndefined(values.price), method: values.method, reservePrice, note: values.note },
    };
  }
  if (kind === "list") {
    const auctionKind = (request?.offer?.method ?? "auction") === "auction";
    const identity = {
      vin: values.vin,
      engineNumber: values.engineNumber,
      registrationSerial: values.registrationSerial,
      eidsReference: values.eidsReference,
    };
    const body =
      values.mode === "create"
        ? auctionKind
          ? { mode: "create", startsAt: iso(values.startsAt), endsAt: iso(values.endsAt), ...identity }
          : { mode: "create", ...identity }
        : auctionKind
          ? { mode: "link", auctionId: optionalId(values.linkId) }
          : { mode: "link", listingId: optionalId(values.linkId) };
    return { schema: sellListSchema, body };
  }
  if (kind === "reject") return { schema: sellRejectSchema, body: { reason: values.reason } };
  return { schema: null, body: undefined };
}

/** The money fields' messages (lib/turkishAmount.ts), checked before the schema. */
export function sellAmountErrors(kind: StaffSellAction, values: SellActionValues): FieldErrors {
  const priceError = kind === "offer" ? amountFieldError(values.price) : undefined;
  const reserveError =
    kind === "offer" && values.method === "auction" ? amountFieldError(values.reservePrice) : undefined;
  return { ...(priceError && { price: priceError }), ...(reserveError && { reservePrice: reserveError }) };
}
