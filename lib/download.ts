import { errorMessage } from "@/lib/errors";
import { http } from "@/lib/http";

/**
 * Fetches `url` with the session's token and saves it as `filename` from memory: a plain link
 * would carry no sign-in, and these files are answered only to their owner (or staff).
 */
export async function downloadWithSession(url: string, filename: string): Promise<void> {
  const blob = await http.get<Blob>(url, { responseType: "blob" });
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.download = filename;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** An error answer asked for as a blob is JSON inside a Blob: its Turkish message, else `fallback`. */
export async function blobErrorMessage(error: unknown, fallback: string): Promise<string> {
  const data = (error as { data?: unknown } | null)?.data;
  if (data instanceof Blob) {
    try {
      const parsed = JSON.parse(await data.text()) as { error?: unknown };
      if (typeof parsed.error === "string") return parsed.error;
    } catch {
      // Not JSON: the generic message below.
    }
  }
  return errorMessage(error, fallback);
}
