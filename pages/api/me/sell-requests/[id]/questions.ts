import { recordEndpoint, route } from "@/lib/server/api";
import { ownerQuestions } from "@/lib/server/questions/service";

export const config = { api: { bodyParser: false } };

export default route({
  GET: recordEndpoint("user", ({ user, id }) => ownerQuestions(user.uid, id)),
});
