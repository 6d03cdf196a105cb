import { z } from "zod";
import { vehicleInputSchema } from "@/lib/auctions/schemas";
import { method, route } from "@/lib/server/api";
import { paging } from "@/lib/server/schemas";
import { createVehicle, listVehicles } from "@/lib/server/vehicles/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "listings:write" },
    query: z.object({ q: z.string().trim().max(60, "Arama en fazla 60 karakter olabilir.").optional(), ...paging }),
    handle: ({ staff, query }) => listVehicles(staff, query),
  }),
  POST: method({
    auth: { staff: "listings:write" },
    body: vehicleInputSchema,
    status: 201,
    handle: ({ staff, body }) => createVehicle(staff, body),
  }),
});
