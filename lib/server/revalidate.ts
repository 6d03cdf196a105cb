import type { NextApiResponse } from "next";
import { logger } from "@/lib/server/logger";

/**
 * Regenerates the static pages a change affects right away (ISR on demand), so readers see a
 * publish or edit immediately rather than after the pages' 60-second revalidate window. A failure
 * only delays the update to that window, so it is logged, not surfaced to the editor.
 */
export async function revalidatePaths(res: NextApiResponse, paths: string[]): Promise<void> {
  if (!paths.length || typeof res.revalidate !== "function") return;
  await Promise.all(
    paths.map((path) =>
      res.revalidate(path).catch((error: unknown) => {
        logger.warn({ err: error, path }, "revalidation failed");
      }),
    ),
  );
}
