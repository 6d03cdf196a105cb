import { recordAction } from "@/lib/server/api";
import { answerQuestionSchema } from "@/lib/questions/schemas";
import { answerQuestion } from "@/lib/server/questions/service";

export const config = { api: { bodyParser: false } };

export default recordAction(
  { staff: "questions:write" },
  ({ staff, id, body }) => answerQuestion(staff, id, body.answer),
  answerQuestionSchema,
);
