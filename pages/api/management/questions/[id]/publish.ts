import { recordAction } from "@/lib/server/api";
import { publishOwnerAnswer } from "@/lib/server/questions/service";

export const config = { api: { bodyParser: false } };

export default recordAction({ staff: "questions:write" }, ({ staff, id }) => publishOwnerAnswer(staff, id));
