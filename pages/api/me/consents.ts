import { method, route } from "@/lib/server/api";
import { clientIp, hashIp } from "@/lib/server/clientIp";
import { myConsents, renewConsents, setMarketingConsent } from "@/lib/server/consents/service";
import { marketingConsentBody, renewConsentsBody } from "@/lib/consents/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** The user's consents: the history, the renewal of changed required texts, the commercial e-mail switch. */
export default route({
  GET: method({ auth: "user", handle: ({ user }) => myConsents(user.uid) }),
  POST: method({
    auth: "user",
    body: renewConsentsBody,
    handle: ({ user, body, req }) => renewConsents(user.uid, body.kinds, hashIp(clientIp(req))),
  }),
  PUT: method({
    auth: "user",
    body: marketingConsentBody,
    handle: ({ user, body, req }) => setMarketingConsent(user.uid, body.marketing, hashIp(clientIp(req))),
  }),
});
