import { recordEndpoint, route } from "@/lib/server/api";
import { deleteSavedSearch, renameSavedSearch } from "@/lib/server/savedSearches/service";
import { savedSearchRenameSchema } from "@/lib/savedSearches/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  PATCH: recordEndpoint("user", ({ user, id, body }) => renameSavedSearch(user.uid, id, body.name), {
    body: savedSearchRenameSchema,
  }),
  DELETE: recordEndpoint("user", ({ user, id }) => deleteSavedSearch(user.uid, id)),
});
