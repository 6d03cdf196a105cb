import { z } from "zod";
import { paging } from "./schemas";

/** Query strings of the management blog and inbox lists. */
export const managedPostsQuery = z.object({
  status: z.enum(["draft", "published"], { error: "Durum taslak ya da yayında olmalıdır." }).optional(),
  q: z.string().trim().max(100, "Arama en fazla 100 karakter olabilir.").optional(),
  ...paging,
});

export const inboxQuery = z.object({
  status: z.enum(["unread", "read", "archived"], { error: "Durum okunmamış, okunmuş ya da arşiv olmalıdır." }).optional(),
  ...paging,
});
