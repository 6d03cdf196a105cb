import type { NextApiResponse } from "next";
import { csvCell, type CsvCell } from "@/lib/server/csv";

/**
 * Streams a CSV download page by page (csv.ts rules: BOM, `;`, CRLF, quoting, formula guard), so a
 * long date range never holds every row in memory: `pages` yields a few hundred rows at a time
 * (keyset paging in SQL) and each page is written before the next is read, waiting for the socket
 * to drain when the client reads slowly. Call it from a route() handler; the answer counts as sent.
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
  await write(res, `\uFEFF${header.map(csvCell).join(";")}\r\n`);
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    await write(res, rows.map((row) => `${row.map(csvCell).join(";")}\r\n`).join(""));
  }
  res.end();
}

function write(res: NextApiResponse, chunk: string): Promise<void> {
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", closed);
      resolve();
    };
    const closed = () => {
      res.off("drain", done);
      reject(new Error("client closed the CSV download"));
    };
    res.once("drain", done);
    res.once("close", closed);
  });
}
