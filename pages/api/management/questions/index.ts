import { z } from "zod";
import { listEndpoint, route } from "@/lib/server/api";
import { listManagedQuestions } from "@/lib/server/questions/service";

export const config = { api: { bodyParser: false } };

const status = z
  .enum(["pending", "approved", "answer_pending", "published", "rejected"], { error: "Geçersiz soru durumu." })
  .optional();

export default route({
  GET: listEndpoint({ staff: "questions:write" }, { status }, ({ query }) => listManagedQuestions(query)),
});
