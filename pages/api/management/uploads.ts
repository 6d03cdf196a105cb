import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { saveUpload } from "@/lib/server/uploads";

// The body is the raw image, read by saveUpload; Next must not parse it.
export const config = { api: { bodyParser: false } };

/**
 * POST /api/management/uploads?purpose=vehicle|blog with the image bytes as the body and
 * Content-Type image/jpeg, image/png or image/webp (max 8 MB). Answers 201 { url, width, height };
 * `url` (/api/uploads/<name>.webp) works with next/image. Staff with listings:write or blog:write.
 */
export default route({
  POST: method({
    auth: { staff: "any" },
    query: z.object({
      purpose: z.enum(["vehicle", "blog", "other"], { error: "Geçersiz yükleme amacı." }).default("other"),
    }),
    status: 201,
    handle: ({ staff, req, query }) => saveUpload(staff, req, query.purpose),
  }),
});
