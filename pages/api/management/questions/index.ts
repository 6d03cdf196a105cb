import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { listManagedQuestions } from "@/lib/server/questions/service";
import { paging } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "questions:write" },
    query: z.object({
      status: z
        .enum(["pending", "approved", "answer_pending", "published", "rejected"], { error: "Geçersiz soru durumu." })
        .optional(),
      ...paging,
    }),
    handle: ({ query }) => listManagedQuestions(query),
  }),
});
