import { vehicleInputSchema } from "@/lib/auctions/schemas";
import { method, route } from "@/lib/server/api";
import { idParam } from "@/lib/server/schemas";
import { deleteVehicle, getVehicle, updateVehicle } from "@/lib/server/vehicles/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "listings:write" },
    query: idParam,
    handle: ({ staff, query }) => getVehicle(staff, query.id),
  }),
  PUT: method({
    auth: { staff: "listings:write" },
    query: idParam,
    body: vehicleInputSchema,
    handle: ({ staff, query, body }) => updateVehicle(staff, query.id, body),
  }),
  DELETE: method({
    auth: { staff: "listings:write" },
    query: idParam,
    handle: ({ staff, query }) => deleteVehicle(staff, query.id),
  }),
});
