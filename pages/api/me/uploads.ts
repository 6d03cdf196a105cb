import { method, route } from "@/lib/server/api";
import { uploadSellPhoto } from "@/lib/server/sellRequests/service";

// The body is the raw image, read by the shared image pipeline; Next must not parse it.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/me/uploads: one Borsa'da Sat photo as the raw body (image/jpeg, image/png or image/webp,
 * at most 8 MB). Answers 201 { url, width, height }; 429 past the daily per-user quota.
 */
export default route({
  POST: method({ auth: "user", status: 201, handle: ({ user, req }) => uploadSellPhoto(user.uid, req) }),
});
