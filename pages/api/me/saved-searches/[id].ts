import { method, route } from "@/lib/server/api";
import { idParam } from "@/lib/server/schemas";
import { deleteSavedSearch, renameSavedSearch } from "@/lib/server/savedSearches/service";
import { savedSearchRenameSchema } from "@/lib/savedSearches/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  PATCH: method({
    auth: "user",
    query: idParam,
    body: savedSearchRenameSchema,
    handle: ({ user, query, body }) => renameSavedSearch(user.uid, query.id, body.name),
  }),
  DELETE: method({ auth: "user", query: idParam, handle: ({ user, query }) => deleteSavedSearch(user.uid, query.id) }),
});
