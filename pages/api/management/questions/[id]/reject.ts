import { recordAction } from "@/lib/server/api";
import { rejectQuestionSchema } from "@/lib/questions/schemas";
import { rejectQuestion } from "@/lib/server/questions/service";

export const config = { api: { bodyParser: false } };

export default recordAction(
  { staff: "questions:write" },
  ({ staff, id, body }) => rejectQuestion(staff, id, body.reason),
  rejectQuestionSchema,
);
