import { method, route } from "@/lib/server/api";
import { getListingDetail } from "@/lib/server/buyNow/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: "optional",
    query: idParam,
    handle: ({ account, query }) => getListingDetail(query.id, account?.uid),
  }),
});
