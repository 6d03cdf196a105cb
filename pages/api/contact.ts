import { contactSchema } from "@/lib/contact/schemas";
import { method, route } from "@/lib/server/api";
import { clientIp, hashIp } from "@/lib/server/clientIp";
import { submitContactMessage } from "@/lib/server/contact/service";

export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: "none",
    body: contactSchema,
    status: 201,
    handle: ({ body, req }) => submitContactMessage(body, { ipHash: hashIp(clientIp(req)) }),
  }),
});
