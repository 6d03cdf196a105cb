import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { parseRecordId } from "@/lib/recordId";
import { streamManyAuctions } from "@/lib/server/auctions/stream";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const MAX_IDS = 50;
const invalid = `En fazla ${MAX_IDS} geçerli ihale numarası virgülle ayrılarak verilmelidir.`;

const query = z.object({
  ids: z.string({ error: invalid }).transform((value, ctx) => {
    const ids = [...new Set(value.split(",").map((part) => parseRecordId(part)))];
    if (ids.length === 0 || ids.length > MAX_IDS || ids.some((id) => id === null)) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return ids as number[];
  }),
});

/** Server-Sent Events for several auctions at once (the watchlist's live prices and countdowns). */
export default route({
  GET: method({ auth: "none", query, handle: ({ query, req, res }) => streamManyAuctions(query.ids, req, res) }),
});
