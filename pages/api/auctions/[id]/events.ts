import { method, route } from "@/lib/server/api";
import { streamAuctionEvents } from "@/lib/server/auctions/stream";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Server-Sent Events: the auction's live state after every committed change, from any app instance. */
export default route({
  GET: method({
    auth: "none",
    query: idParam,
    handle: ({ query, req, res }) => streamAuctionEvents(query.id, req, res),
  }),
});
