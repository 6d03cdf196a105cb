import { identityVerifySchema } from "@/lib/identity/schemas";
import { userCollection } from "@/lib/server/api";
import { getMyIdentity, verifyIdentity } from "@/lib/server/identity/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default userCollection(getMyIdentity, identityVerifySchema, verifyIdentity);
