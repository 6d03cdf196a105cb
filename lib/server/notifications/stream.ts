import type { NextApiRequest, NextApiResponse } from "next";
import { logger } from "@/lib/server/logger";
import { serveEventStream, writeEvent } from "@/lib/server/live/sse";
import { subscribeUserNotifications } from "@/lib/server/notifications/live";
import { unreadCount } from "@/lib/server/notifications/queries";

/**
 * One signed-in browser's stream of its unread count: the current count first, then after every
 * committed notification of this user (any instance's commit, through live.ts). Marking read in
 * another tab does not signal; the bell sends its own count after it marks.
 */
export function streamUnreadCount(uid: string, req: NextApiRequest, res: NextApiResponse): Promise<void> {
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
        writeEvent(res, "unread", { unread });
      } while (again);
    } catch (error) {
      logger.error({ err: error }, "unread count for the stream failed");
    } finally {
      fetching = false;
    }
  };
  // The caps of lib/server/live/sse.ts apply per address, per user and per instance.
  return serveEventStream(req, res, {
    uid,
    // Before the headers: a change signalled meanwhile only asks for a count, which waits for them.
    prepare: () => subscribeUserNotifications(uid, () => void refresh()),
    open: refresh,
  });
}
