import { recordAction } from "@/lib/server/api";
import { archiveContactMessage } from "@/lib/server/contact/service";

export const config = { api: { bodyParser: false } };

export default recordAction({ staff: "messages:read" }, ({ staff, id }) => archiveContactMessage(staff, id));
