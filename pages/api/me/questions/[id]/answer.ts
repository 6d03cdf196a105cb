import { recordAction } from "@/lib/server/api";
import { answerQuestionSchema } from "@/lib/questions/schemas";
import { answerAsOwner } from "@/lib/server/questions/service";

export const config = { api: { bodyParser: false } };

export default recordAction(
  "user",
  ({ user, id, body }) => answerAsOwner(user.uid, id, body.answer),
  answerQuestionSchema,
);
