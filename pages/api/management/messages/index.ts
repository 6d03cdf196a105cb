import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { listContactMessages } from "@/lib/server/contact/service";
import { paging } from "@/lib/server/schemas";

export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "messages:read" },
    query: z.object({
      status: z
        .enum(["unread", "read", "archived"], { error: "Durum okunmamış, okunmuş ya da arşiv olmalıdır." })
        .optional(),
      ...paging,
    }),
    handle: ({ query }) => listContactMessages(query),
  }),
});
