import { endpoint, route } from "@/lib/server/api";
import { clientIp, hashIp } from "@/lib/server/clientIp";
import { myConsents, renewConsents, setMarketingConsent } from "@/lib/server/consents/service";
import { marketingConsentBody, renewConsentsBody } from "@/lib/consents/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

/** The user's consents: the history, the renewal of changed required texts, the commercial e-mail switch. */
export default route({
  GET: endpoint("user", ({ user }) => myConsents(user.uid)),
  POST: endpoint("user", ({ user, body, req }) => renewConsents(user.uid, body.kinds, hashIp(clientIp(req))), {
    body: renewConsentsBody,
  }),
  PUT: endpoint("user", ({ user, body, req }) => setMarketingConsent(user.uid, body.marketing, hashIp(clientIp(req))), {
    body: marketingConsentBody,
  }),
});
