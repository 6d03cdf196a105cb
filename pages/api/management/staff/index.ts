import { method, route } from "@/lib/server/api";
import { addStaff, listStaff } from "@/lib/server/staff/service";
import { staffAddBody } from "@/lib/staff/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: { staff: "staff:write" }, handle: ({ staff }) => listStaff(staff) }),
  POST: method({
    auth: { staff: "staff:write" },
    body: staffAddBody,
    status: 201,
    handle: ({ staff, body }) => addStaff(staff, body),
  }),
});
