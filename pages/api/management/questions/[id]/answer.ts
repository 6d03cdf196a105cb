import { method, route } from "@/lib/server/api";
import { answerQuestionSchema } from "@/lib/questions/schemas";
import { answerQuestion } from "@/lib/server/questions/service";
import { idParam } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "questions:write" },
    query: idParam,
    body: answerQuestionSchema,
    handle: ({ staff, query, body }) => answerQuestion(staff, query.id, body.answer),
  }),
});
