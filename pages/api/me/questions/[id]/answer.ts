import { method, route } from "@/lib/server/api";
import { answerQuestionSchema } from "@/lib/questions/schemas";
import { answerAsOwner } from "@/lib/server/questions/service";
import { idParam } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: "user",
    query: idParam,
    body: answerQuestionSchema,
    handle: ({ user, query, body }) => answerAsOwner(user.uid, query.id, body.answer),
  }),
});
