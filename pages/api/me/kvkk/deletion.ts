import { deletionRequestSchema } from "@/lib/kvkk/schemas";
import { method, route } from "@/lib/server/api";
import { requestAccountDeletion } from "@/lib/server/kvkk/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** "Hesabımı sil": refused with the reasons (409), or the confirmation link e-mailed (201). */
export default route({
  POST: method({
    auth: "user",
    body: deletionRequestSchema,
    status: 201,
    handle: ({ user }) => requestAccountDeletion(user.uid),
  }),
});
