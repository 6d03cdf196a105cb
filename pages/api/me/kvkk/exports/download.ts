import { z } from "zod";
import { linkToken } from "@/lib/kvkk/schemas";
import { method, route } from "@/lib/server/api";
import { sendZip } from "@/lib/server/kvkk/archive";
import { downloadDataExport } from "@/lib/server/kvkk/exports";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** The e-mailed download link's archive, for the signed-in owner only (the page /profil/kvkk?indir= calls this). */
export default route({
  GET: method({
    auth: "user",
    query: z.object({ t: linkToken }),
    handle: async ({ user, query, res }) => {
      const { filename, data } = await downloadDataExport(user.uid, query.t);
      sendZip(res, filename, data);
    },
  }),
});
