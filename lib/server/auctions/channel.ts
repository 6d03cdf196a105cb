/** The PostgreSQL NOTIFY channel of auction changes: the bid batch and the auction state changes notify it, the event hub listens. */
export const AUCTION_EVENTS_CHANNEL = "auction_events";
