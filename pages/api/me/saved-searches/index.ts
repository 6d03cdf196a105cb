import { method, route } from "@/lib/server/api";
import { createSavedSearch, listSavedSearches } from "@/lib/server/savedSearches/service";
import { savedSearchCreateSchema } from "@/lib/savedSearches/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({ auth: "user", handle: ({ user }) => listSavedSearches(user.uid) }),
  POST: method({
    auth: "user",
    body: savedSearchCreateSchema,
    status: 201,
    handle: ({ user, body }) => createSavedSearch(user.uid, body),
  }),
});
