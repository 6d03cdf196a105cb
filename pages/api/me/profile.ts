import { method, route } from "@/lib/server/api";
import { createProfile, updateProfile } from "@/lib/server/accounts/service";
import { profileCreateSchema, profileUpdateSchema } from "@/lib/accounts/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: "account",
    body: profileCreateSchema,
    status: 201,
    handle: ({ account, body }) => createProfile(account, body),
  }),
  PUT: method({ auth: "user", body: profileUpdateSchema, handle: ({ account, body }) => updateProfile(account, body) }),
});
