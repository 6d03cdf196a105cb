import { method, route } from "@/lib/server/api";
import { approveQuestion } from "@/lib/server/questions/service";
import { idParam } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: { staff: "questions:write" },
    query: idParam,
    handle: ({ staff, query }) => approveQuestion(staff, query.id),
  }),
});
