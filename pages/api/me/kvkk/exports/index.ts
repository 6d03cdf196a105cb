import { method, route } from "@/lib/server/api";
import { requestDataExport } from "@/lib/server/kvkk/exports";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** "Verilerimi indir": a new export, built by the kvkk-export job and e-mailed when ready. */
export default route({
  POST: method({ auth: "user", status: 201, handle: ({ user }) => requestDataExport(user.uid) }),
});
