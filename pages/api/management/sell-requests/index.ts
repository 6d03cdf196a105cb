import { z } from "zod";
import { listEndpoint, route } from "@/lib/server/api";
import { listSellRequests } from "@/lib/server/sellRequests/service";
import { SELL_STATUSES } from "@/lib/sellRequests/types";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const status = z.enum(SELL_STATUSES, { error: "Geçersiz durum filtresi." }).optional();

export default route({
  GET: listEndpoint({ staff: "sell:write" }, { status }, ({ staff, query }) => listSellRequests(staff, query)),
});
