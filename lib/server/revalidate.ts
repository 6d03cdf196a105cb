import type { NextApiResponse } from "next";

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
        console.warn(`[revalidate] ${path}: ${error instanceof Error ? error.message : String(error)}`);
      }),
    ),
  );
}
