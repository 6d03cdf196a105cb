import { recordAction } from "@/lib/server/api";
import { markContactMessageRead } from "@/lib/server/contact/service";

export const config = { api: { bodyParser: false } };

export default recordAction({ staff: "messages:read" }, ({ staff, id }) => markContactMessageRead(staff, id));
