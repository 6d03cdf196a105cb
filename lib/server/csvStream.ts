import type { NextApiResponse } from "next";
import { csvLines, type CsvCell } from "@/lib/server/csv";

/**
 * Streams a CSV download page by page (csv.ts rules: BOM, `;`, CRLF, quoting, formula guard), so a
 * long date range never holds every row in memory: `pages` yields a few thousand rows at a time
 * (keyset paging in SQL; the producer may read one page ahead) and each page is written as one
 * string, waiting for the socket to drain when the client reads slowly. Call it from a route() handler; the answer counts as sent.
 */
export async function streamCsv(
  res: NextApiResponse,
  filename: string,
  header: readonly string[],
  pages: AsyncIterable<ReadonlyArray<readonly CsvCell[]>>,
): Promise<void> {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`);
  res.statusCode = 200;
  // One drain and one close listener for the whole download: Next's compression sends `drain`
  // listeners to its gzip stream, where `res.off` cannot remove them, so a listener per chunk piled
  // up (and every drain called them all) on a long export.
  let waiting: { resolve: () => void; reject: (error: Error) => void } | null = null;
  let closed = false;
  res.on("drain", () => {
    const w = waiting;
    waiting = null;
    w?.resolve();
  });
  res.once("close", () => {
    closed = true;
    const w = waiting;
    waiting = null;
    w?.reject(new Error("client closed the CSV download"));
  });
  const write = (chunk: string): Promise<void> => {
    if (closed) return Promise.reject(new Error("client closed the CSV download"));
    if (res.write(chunk)) return Promise.resolve();
    return new Promise((resolve, reject) => (waiting = { resolve, reject }));
  };
  await write(`\uFEFF${csvLines([header])}`);
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    await write(csvLines(rows));
  }
  res.end();
}
