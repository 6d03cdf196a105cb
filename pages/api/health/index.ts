import { method, route } from "@/lib/server/api";
import { getHealth } from "@/lib/server/health";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: "none",
    handle: async ({ res }) => {
      const health = await getHealth();
      // A load balancer takes an instance out on the status alone: degraded must not look like 200.
      if (health.status !== "ok") res.status(503);
      return health;
    },
  }),
});
