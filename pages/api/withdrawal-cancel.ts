import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { cancelWithdrawalByLink, describeCancelLink } from "@/lib/server/withdrawals/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const token = z
  .string({ error: "İptal bağlantısı eksik." })
  .min(1, "İptal bağlantısı eksik.")
  .max(400, "Bu iptal bağlantısı geçersiz.");

/**
 * The cancel link of the "withdrawal requested" e-mail, signed out: GET shows what it would cancel
 * (changes nothing: mail scanners open links), POST with the token cancels it.
 */
export default route({
  GET: method({ auth: "none", query: z.object({ t: token }), handle: ({ query }) => describeCancelLink(query.t) }),
  POST: method({
    auth: "none",
    body: z.object({ token }).strict(),
    handle: ({ body }) => cancelWithdrawalByLink(body.token),
  }),
});
