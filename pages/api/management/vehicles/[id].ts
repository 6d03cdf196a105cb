import { vehicleInputSchema } from "@/lib/auctions/schemas";
import { recordEndpoint, route } from "@/lib/server/api";
import { deleteVehicle, getVehicle, updateVehicle } from "@/lib/server/vehicles/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint({ staff: "listings:write" }, ({ staff, id }) => getVehicle(staff, id)),
  PUT: recordEndpoint({ staff: "listings:write" }, ({ staff, id, body }) => updateVehicle(staff, id, body), {
    body: vehicleInputSchema,
  }),
  DELETE: recordEndpoint({ staff: "listings:write" }, ({ staff, id }) => deleteVehicle(staff, id)),
});
