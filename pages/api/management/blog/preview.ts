import { z } from "zod";
import { BLOG_LIMITS } from "@/lib/blog/schemas";
import { readingMinutes, renderMarkdown } from "@/lib/markdown";
import { method, route } from "@/lib/server/api";

export const config = { api: { bodyParser: false } };

/**
 * The editor's live preview, rendered by the same code as the public page, so what an editor sees
 * is exactly what readers get (and the sanitiser never has to ship to the browser).
 */
export default route({
  POST: method({
    auth: { staff: "blog:write" },
    body: z
      .object({
        body: z
          .string({ error: "Önizleme için metin gönderin." })
          .max(BLOG_LIMITS.bodyMax, "Yazı metni en fazla 100.000 karakter olabilir."),
      })
      .strict(),
    handle: ({ body }) => ({ html: renderMarkdown(body.body), readingMinutes: readingMinutes(body.body) }),
  }),
});
