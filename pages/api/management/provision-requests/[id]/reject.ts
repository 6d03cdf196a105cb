import { z } from "zod";
import { recordAction } from "@/lib/server/api";
import { rejectProvisionRequest } from "@/lib/server/deposits/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default recordAction(
  { staff: "provision:approve" },
  ({ staff, id, body }) => rejectProvisionRequest(staff, id, body.reason),
  z.object({
    reason: z
      .string({ error: "Ret gerekçesi zorunludur." })
      .trim()
      .min(3, "Ret gerekçesi en az 3 karakter olmalıdır.")
      .max(500, "Ret gerekçesi en fazla 500 karakter olabilir."),
  }),
);
