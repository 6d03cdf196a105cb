import type { IncomingMessage } from "node:http";
import type { AppError } from "@/lib/server/errors";

/**
 * The request body, at most `maxBytes`; beyond that `tooLarge()` is thrown (the caller's 413) once
 * the client has finished sending.
 *
 * Answering while the client is still sending makes Node reset the connection: the client gets
 * ECONNRESET instead of the 413 (and an HTTP client that pooled the connection fails its next
 * request too). A plain `for await (… of req)` is worse still: leaving the loop destroys the socket.
 * So the rest of the body is read and dropped first; the server's requestTimeout bounds how long a
 * client may keep sending.
 */
export async function readBodyLimited(
  req: IncomingMessage,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    if (over) continue;
    size += (chunk as Buffer).length;
    if (size > maxBytes) over = true;
    else chunks.push(chunk as Buffer);
  }
  if (over) throw tooLarge();
  return Buffer.concat(chunks);
}
