import { method, route } from "@/lib/server/api";
import { askQuestionSchema } from "@/lib/questions/schemas";
import { askQuestion } from "@/lib/server/questions/service";

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: "user",
    body: askQuestionSchema,
    status: 201,
    handle: ({ user, body }) => askQuestion(user.uid, body),
  }),
});
