import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { rejectProvisionRequest } from "@/lib/server/deposits/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "provision:approve" },
    query: idParam,
    body: z.object({
      reason: z
        .string({ error: "Ret gerekçesi zorunludur." })
        .trim()
        .min(3, "Ret gerekçesi en az 3 karakter olmalıdır.")
        .max(500, "Ret gerekçesi en fazla 500 karakter olabilir."),
    }),
    handle: ({ staff, query, body }) => rejectProvisionRequest(staff, query.id, body.reason),
  }),
});
