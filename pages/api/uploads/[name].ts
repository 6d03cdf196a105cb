import type { NextApiRequest, NextApiResponse } from "next";
import { tracked } from "@/lib/server/api";
import { AppError } from "@/lib/server/errors";
import { readUpload } from "@/lib/server/uploads";

export const config = { api: { bodyParser: false } };

/** Serves stored uploads; names are random and never reused, so they may be cached for good. */
export default tracked(handler);

async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).json({ error: "Bu istek yöntemi desteklenmiyor.", code: "method_not_allowed" });
    return;
  }
  try {
    const { data, contentType } = await readUpload(String(req.query.name ?? ""));
    res.setHeader("Content-Type", contentType);
    res.setHeader("Content-Length", data.length);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.status(200).end(req.method === "HEAD" ? undefined : data);
  } catch (error) {
    const status = error instanceof AppError ? error.status : 500;
    res.status(status).json({
      error: error instanceof AppError ? error.message : "Bir hata oluştu.",
      code: error instanceof AppError ? error.code : "internal",
    });
  }
}
