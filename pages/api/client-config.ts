import { method, route } from "@/lib/server/api";
import { clientConfig } from "@/lib/server/clientConfig";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: "none",
    handle: ({ res }) => {
      // Run-time values: a restart on other ports must reach browsers that cached the old answer.
      res.setHeader("Cache-Control", "no-store");
      return clientConfig();
    },
  }),
});
