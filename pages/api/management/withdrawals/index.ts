import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { listWithdrawals } from "@/lib/server/withdrawals/service";
import { paging, searchText } from "@/lib/server/schemas";
import { AWAITING_SECOND_APPROVAL } from "@/lib/deposits/rules";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "provision:approve" },
    query: z.object({
      status: z
        .enum(["pending", AWAITING_SECOND_APPROVAL, "paid", "rejected", "cancelled"], {
          error: "Geçersiz durum filtresi.",
        })
        .optional(),
      q: searchText,
      ...paging,
    }),
    handle: ({ staff, query }) => listWithdrawals(staff, query),
  }),
});
