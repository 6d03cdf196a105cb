import { z } from "zod";
import { linkToken } from "@/lib/kvkk/schemas";
import { method, route } from "@/lib/server/api";
import { confirmAccountDeletion, describeDeletionLink } from "@/lib/server/kvkk/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/**
 * The e-mailed account deletion link, signed out: GET shows what it would delete (changes nothing:
 * mail scanners open links), POST with the token deletes the account.
 */
export default route({
  GET: method({
    auth: "none",
    query: z.object({ t: linkToken }),
    handle: ({ query }) => describeDeletionLink(query.t),
  }),
  POST: method({
    auth: "none",
    body: z.object({ token: linkToken }).strict(),
    handle: ({ body }) => confirmAccountDeletion(body.token),
  }),
});
