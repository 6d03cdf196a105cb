import { stopListenHub } from "@/lib/server/live/listenHub";
import { markDatabaseClosing } from "@/lib/server/db";
import { closeAllStreams } from "@/lib/server/live/sse";
import { stopJobs } from "@/lib/server/jobs";

const store = globalThis as typeof globalThis & { __motoborsaShutdown?: boolean };

/**
 * On SIGTERM (a deploy, a scale-down) the instance drains: `next start` stops accepting and waits
 * for running requests, so the event streams, which never finish by themselves, are ended here
 * (browsers reconnect to another instance and resume from their Last-Event-ID), the job workers
 * finish their current job and the LISTEN connection closes. Next.js itself exits afterwards.
 */
export function installShutdown(): void {
  if (store.__motoborsaShutdown) return;
  store.__motoborsaShutdown = true;
  process.once("SIGTERM", () => {
    // PostgreSQL's connections ending from here on are our own shutdown, not an incident.
    markDatabaseClosing();
    const streams = closeAllStreams();
    console.log(`[shutdown] SIGTERM: closed ${streams} event streams, stopping jobs`);
    void Promise.allSettled([stopJobs(), stopListenHub()]).then(() => console.log("[shutdown] drained"));
  });
}
