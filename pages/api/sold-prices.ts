import { method, route } from "@/lib/server/api";
import { soldPricesQuerySchema } from "@/lib/auctions/schemas";
import { getSoldPrices } from "@/lib/server/auctions/soldPrices";

export const config = { api: { bodyParser: false } };

/** Public: what one brand and model sold for over the last 12 months (the detail pages' chart, PRODUCT §6.5). */
export default route({
  GET: method({
    auth: "none",
    query: soldPricesQuerySchema,
    handle: ({ query }) => getSoldPrices(query.brand, query.model),
  }),
});
