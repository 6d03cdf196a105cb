/** The data export archive: one JSON of everything plus a CSV per table and a Turkish read-me, zipped. */
import type { NextApiResponse } from "next";
import { strToU8, zipSync } from "fflate";
import { exportReadme } from "@/lib/kvkk/labels";
import { formatDateTime } from "@/lib/format";
import { toCsv, type CsvCell } from "@/lib/server/csv";
import type { ExportTable } from "@/lib/server/kvkk/queries";

function csvValue(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return value;
  // jsonb details, text arrays (photos), bigint: their JSON text.
  return JSON.stringify(value);
}

export function buildArchive(tables: ExportTable[], generatedAt: Date): Buffer {
  const files: Record<string, Uint8Array> = {
    "BENIOKU.txt": strToU8(exportReadme(formatDateTime(generatedAt.toISOString()))),
    "veriler.json": strToU8(
      JSON.stringify(
        { olusturulma: generatedAt.toISOString(), tablolar: Object.fromEntries(tables.map((t) => [t.name, t.rows])) },
        null,
        2,
      ),
    ),
  };
  for (const table of tables) {
    files[`${table.name}.csv`] = strToU8(
      toCsv(
        table.columns,
        table.rows.map((row) => table.columns.map((c) => csvValue(row[c]))),
      ),
    );
  }
  return Buffer.from(zipSync(files, { level: 6, mtime: generatedAt }));
}

/** Sends an archive as a download from inside a route() handler (route() leaves a sent answer alone). */
export function sendZip(res: NextApiResponse, filename: string, data: Buffer): void {
  res.setHeader("Content-Type", "application/zip");
  res.setHeader("Content-Disposition", `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`);
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("Content-Length", data.length);
  res.status(200).send(data);
}
