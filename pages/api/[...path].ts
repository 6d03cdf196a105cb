import type { NextApiRequest, NextApiResponse } from "next";
import { tracked } from "@/lib/server/api";

// The body is never read: an unknown address answers at once, whatever was sent.
export const config = { api: { bodyParser: false } };

/**
 * Every /api address no handler serves answers the API's JSON error (PRODUCT §12.1) instead of the HTML
 * 404 page, for any method, so a client always gets `{ error, code }` from the API.
 */
function unknownApiRoute(_req: NextApiRequest, res: NextApiResponse) {
  res.status(404).json({ error: "Servis bulunamadı.", code: "not_found" });
}

export default tracked(unknownApiRoute);
