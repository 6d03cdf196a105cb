import { z } from "zod";
import { vehicleInputSchema } from "@/lib/auctions/schemas";
import { endpoint, listEndpoint, route } from "@/lib/server/api";
import { createVehicle, listVehicles } from "@/lib/server/vehicles/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const q = z.string().trim().max(60, "Arama en fazla 60 karakter olabilir.").optional();

export default route({
  GET: listEndpoint({ staff: "listings:write" }, { q }, ({ staff, query }) => listVehicles(staff, query)),
  POST: endpoint({ staff: "listings:write" }, ({ staff, body }) => createVehicle(staff, body), {
    body: vehicleInputSchema,
    status: 201,
  }),
});
