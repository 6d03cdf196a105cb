import { endpoint, route } from "@/lib/server/api";
import { liftBanBody } from "@/lib/offers/schemas";
import { liftTradingBan } from "@/lib/server/offers/service";
import { uidParam } from "@/lib/users/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** Lifts a non-payer's ban (PRODUCT §7.3) with a reason; audited. */
export default route({
  DELETE: endpoint(
    { staff: "users:write" },
    ({ staff, query, body }) => liftTradingBan(staff, query.uid, body.reason),
    { query: uidParam, body: liftBanBody },
  ),
});
