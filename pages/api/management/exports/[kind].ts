import type { NextApiRequest, NextApiResponse } from "next";
import { z } from "zod";
import { EXPORT_KINDS, EXPORT_PERMISSION, isIsoDay, type ExportKind } from "@/lib/exports/rules";
import { method, route } from "@/lib/server/api";
import { AppError } from "@/lib/server/errors";
import { streamExport } from "@/lib/server/exports/service";
import { EXPORT_ERRORS } from "@/lib/exports/labels";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
// A year's export is streamed (csvStream.ts): far over Next's 4 MB warning, and meant to be.
export const config = { api: { bodyParser: false, responseLimit: false } };

const day = (required: string) => z.string({ error: required }).refine(isIsoDay, EXPORT_ERRORS.badDate);

const query = z
  .object({ kind: z.string(), from: day(EXPORT_ERRORS.fromRequired), to: day(EXPORT_ERRORS.toRequired) })
  .refine((q) => q.from <= q.to, { message: EXPORT_ERRORS.order, path: ["from"] });

/** One route per export kind, each behind its own permission (orders → orders:write, the rest → provision:approve). */
const handlers = Object.fromEntries(
  EXPORT_KINDS.map((kind) => [
    kind,
    route({
      GET: method({
        auth: { staff: EXPORT_PERMISSION[kind] },
        query,
        handle: ({ query: q, res }) => streamExport(res, kind, { from: q.from, to: q.to }),
      }),
    }),
  ]),
) as Record<ExportKind, ReturnType<typeof route>>;

const unknownKind = route({
  GET: method({
    auth: { staff: "any" },
    handle: () => {
      throw new AppError("not_found", "Böyle bir dışa aktarma yok.");
    },
  }),
});

export default function exportHandler(req: NextApiRequest, res: NextApiResponse) {
  const kind = req.query.kind;
  const handler =
    typeof kind === "string" && (EXPORT_KINDS as readonly string[]).includes(kind)
      ? handlers[kind as ExportKind]
      : unknownKind;
  return handler(req, res);
}
