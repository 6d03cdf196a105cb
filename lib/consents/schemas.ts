import { z } from "zod";
import { CONSENT_ERRORS } from "@/lib/consents/labels";
import { REQUIRED_CONSENTS } from "@/lib/consents/rules";
import type { ConsentKind } from "@/lib/consents/types";

const requiredKind = z.enum(REQUIRED_CONSENTS as [ConsentKind, ...ConsentKind[]], { error: CONSENT_ERRORS.kinds });

/** POST /api/me/consents: the required texts the user accepts again (the renewal prompt). */
export const renewConsentsBody = z
  .object({ kinds: z.array(requiredKind, { error: CONSENT_ERRORS.kinds }).min(1, CONSENT_ERRORS.kinds).max(10) })
  .strict();

/** PUT /api/me/consents: the commercial e-mail switch of /profil/bildirim-ayarlari. */
export const marketingConsentBody = z.object({ marketing: z.boolean({ error: CONSENT_ERRORS.marketing }) }).strict();
