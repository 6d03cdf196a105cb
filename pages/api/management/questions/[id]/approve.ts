import { recordAction } from "@/lib/server/api";
import { approveQuestion } from "@/lib/server/questions/service";

export const config = { api: { bodyParser: false } };

export default recordAction({ staff: "questions:write" }, ({ staff, id }) => approveQuestion(staff, id));
