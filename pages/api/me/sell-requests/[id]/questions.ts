import { method, route } from "@/lib/server/api";
import { ownerQuestions } from "@/lib/server/questions/service";
import { idParam } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: "user",
    query: idParam,
    handle: ({ user, query }) => ownerQuestions(user.uid, query.id),
  }),
});
