import { endpoint, route } from "@/lib/server/api";
import { addUserNote } from "@/lib/server/users/service";
import { noteBody, uidParam } from "@/lib/users/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: endpoint({ staff: "users:write" }, ({ staff, query, body }) => addUserNote(staff, query.uid, body.body), {
    query: uidParam,
    body: noteBody,
    status: 201,
  }),
});
