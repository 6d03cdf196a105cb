import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { paging, searchText } from "@/lib/server/schemas";
import { listUsers } from "@/lib/server/users/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "users:read" },
    query: z.object({
      q: searchText,
      status: z.enum(["active", "suspended"], { error: "Geçersiz durum filtresi." }).optional(),
      ...paging,
    }),
    handle: ({ query }) => listUsers(query),
  }),
});
