import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { listWithdrawals } from "@/lib/server/deposits/withdrawals";
import { paging, searchText } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "provision:approve" },
    query: z.object({
      status: z.enum(["pending", "paid", "rejected", "cancelled"], { error: "Geçersiz durum filtresi." }).optional(),
      q: searchText,
      ...paging,
    }),
    handle: ({ query }) => listWithdrawals(query),
  }),
});
