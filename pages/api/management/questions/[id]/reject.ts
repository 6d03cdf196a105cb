import { method, route } from "@/lib/server/api";
import { rejectQuestionSchema } from "@/lib/questions/schemas";
import { rejectQuestion } from "@/lib/server/questions/service";
import { idParam } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "questions:write" },
    query: idParam,
    body: rejectQuestionSchema,
    handle: ({ staff, query, body }) => rejectQuestion(staff, query.id, body.reason),
  }),
});
