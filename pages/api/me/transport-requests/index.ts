import { userCollection } from "@/lib/server/api";
import { createTransportRequest, listMyTransportRequests } from "@/lib/server/transportRequests/service";
import { transportRequestSchema } from "@/lib/transportRequests/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default userCollection(listMyTransportRequests, transportRequestSchema, createTransportRequest);
