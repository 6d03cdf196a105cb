import { recordEndpoint, route } from "@/lib/server/api";
import { streamAuctionEvents } from "@/lib/server/auctions/stream";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Server-Sent Events: the auction's live state after every committed change, from any app instance. */
export default route({
  GET: recordEndpoint("none", ({ id, req, res }) => streamAuctionEvents(id, req, res)),
});
