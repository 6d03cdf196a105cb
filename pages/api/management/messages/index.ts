import { z } from "zod";
import { listEndpoint, route } from "@/lib/server/api";
import { listContactMessages } from "@/lib/server/contact/service";

export const config = { api: { bodyParser: false } };

const status = z
  .enum(["unread", "read", "archived"], { error: "Durum okunmamış, okunmuş ya da arşiv olmalıdır." })
  .optional();

export default route({
  GET: listEndpoint({ staff: "messages:read" }, { status }, ({ query }) => listContactMessages(query)),
});
