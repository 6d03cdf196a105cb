import { endpoint, route } from "@/lib/server/api";
import { managedOffersQuery } from "@/lib/offers/schemas";
import { listManagedOffers } from "@/lib/server/offers/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: endpoint({ staff: "auctions:write" }, ({ staff, query }) => listManagedOffers(staff, query.status), {
    query: managedOffersQuery,
  }),
});
