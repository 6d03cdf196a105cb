import { userCollection } from "@/lib/server/api";
import { listMyProvisionRequests, requestDeposit } from "@/lib/server/deposits/service";
import { provisionRequestSchema } from "@/lib/deposits/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default userCollection(listMyProvisionRequests, provisionRequestSchema, (uid, body) =>
  requestDeposit(uid, body.amount),
);
