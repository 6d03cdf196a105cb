import { method, route } from "@/lib/server/api";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/**
 * Liveness: the process answers. No database or Firebase call, so a database outage makes instances
 * unready (/api/health, 503) without the orchestrator restarting every one of them.
 */
export default route({
  GET: method({ auth: "none", handle: () => ({ status: "ok" as const, uptimeSeconds: Math.round(process.uptime()) }) }),
});
