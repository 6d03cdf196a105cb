import type { NextApiRequest, NextApiResponse } from "next";
import { trackOpenStream } from "@/lib/server/auctions/stream";
import { logger } from "@/lib/server/logger";
import { claimStreamSlot } from "@/lib/server/streamLimits";
import { subscribeUserNotifications } from "@/lib/server/notifications/live";
import { unreadCount } from "@/lib/server/notifications/queries";

const HEARTBEAT_MS = 15_000;

/**
 * One signed-in browser's stream of its unread count: the current count first, then after every
 * committed notification of this user (any instance's commit, through live.ts). Marking read in
 * another tab does not signal; the bell sends its own count after it marks.
 */
export async function streamUnreadCount(uid: string, req: NextApiRequest, res: NextApiResponse): Promise<void> {
  // One slot of the caps (lib/server/streamLimits.ts): per address, per user and per instance.
  const release = claimStreamSlot(req, uid);
  let unsubscribe: () => void;
  try {
    // Before the headers: a change signalled meanwhile only asks for a count, which waits for them.
    unsubscribe = await subscribeUserNotifications(uid, () => void refresh());
  } catch (error) {
    release();
    throw error;
  }
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  res.write("retry: 3000\n\n");

  let last = -1;
  let fetching = false;
  let again = false;
  const refresh = async () => {
    if (fetching) {
      again = true;
      return;
    }
    fetching = true;
    try {
      do {
        again = false;
        const unread = await unreadCount(uid);
        if (res.writableEnded) return;
        // Every signal is sent, even with an unchanged count: a new notification may replace a read one.
        last = unread;
        res.write(`event: unread\ndata: ${JSON.stringify({ unread: last })}\n\n`);
      } while (again);
    } catch (error) {
      logger.error({ err: error }, "unread count for the stream failed");
    } finally {
      fetching = false;
    }
  };

  await refresh();
  const heartbeat = setInterval(() => res.write(": nabız\n\n"), HEARTBEAT_MS);

  await new Promise<void>((resolve) => {
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      clearInterval(heartbeat);
      unsubscribe();
      untrack();
      release();
      resolve();
    };
    const untrack = trackOpenStream(() => {
      if (!res.writableEnded) res.end();
      done();
    });
    req.on("close", done);
    res.on("close", done);
  });
}
