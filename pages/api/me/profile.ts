import { method, route } from "@/lib/server/api";
import { createProfile, updateProfile } from "@/lib/server/accounts/service";
import { clientIp, hashIp } from "@/lib/server/clientIp";
import { profileCreateSchema, profileUpdateSchema } from "@/lib/accounts/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: "account",
    body: profileCreateSchema,
    status: 201,
    handle: ({ account, body, req }) => createProfile(account, body, hashIp(clientIp(req))),
  }),
  PUT: method({ auth: "user", body: profileUpdateSchema, handle: ({ account, body }) => updateProfile(account, body) }),
});
