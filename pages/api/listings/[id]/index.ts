import { recordEndpoint, route } from "@/lib/server/api";
import { getListingDetail } from "@/lib/server/buyNow/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint("optional", ({ account, id }) => getListingDetail(id, account?.uid)),
});
