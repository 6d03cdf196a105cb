import { userCollection } from "@/lib/server/api";
import { createSavedSearch, listSavedSearches } from "@/lib/server/savedSearches/service";
import { savedSearchCreateSchema } from "@/lib/savedSearches/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default userCollection(listSavedSearches, savedSearchCreateSchema, createSavedSearch);
