import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { AppError } from "@/lib/server/errors";
import { streamUnreadCount } from "@/lib/server/notifications/stream";
import { readStreamTicket } from "@/lib/server/notifications/streamTicket";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const query = z.object({ ticket: z.string().max(512, "Geçersiz bildirim akışı bileti.").optional() });

/**
 * Server-Sent Events: the user's unread count after every committed notification, from any app
 * instance. The browser's EventSource proves who it is with a ticket from POST ./stream-ticket (it
 * cannot send an Authorization header); a client that can send the header may use it instead.
 */
export default route({
  GET: method({
    auth: "optional",
    query,
    handle: ({ account, query, req, res }) => {
      const uid = query.ticket !== undefined ? readStreamTicket(query.ticket) : (account?.uid ?? null);
      if (!uid) throw new AppError("unauthorized", "Bildirim akışı için oturumunuz doğrulanamadı. Sayfayı yenileyin.");
      return streamUnreadCount(uid, req, res);
    },
  }),
});
