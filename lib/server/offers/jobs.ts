import { sendJobSoon } from "@/lib/server/jobQueue";

/** One job per offer at its expiry, run by whichever instance fetches it first (PRODUCT §6.5). */
export const OFFER_EXPIRY_QUEUE = "auction-offer-expiry";
/** Every minute: expires any offer whose job was lost or ran before the instance started. */
export const OFFER_SWEEP_QUEUE = "auction-offer-sweep";

export type OfferExpiryJob = { offerId: number };

/** Plans the offer's expiry. Without a running job queue (a test) the minute sweep or a caller expires it. */
export function scheduleOfferExpiry(offer: { id: number; expiresAt: Date }): void {
  sendJobSoon(OFFER_EXPIRY_QUEUE, { offerId: offer.id } satisfies OfferExpiryJob, {
    startAfter: offer.expiresAt,
    singletonKey: `offer:${offer.id}`,
    retryLimit: 5,
    retryDelay: 2,
    retryBackoff: true,
  });
}
