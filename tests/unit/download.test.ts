import { describe, expect, it } from "vitest";
import { blobErrorMessage } from "@/lib/download";

// A refused download (invoice PDF, KVKK archive) was asked for as a blob, so its JSON error arrives
// inside a Blob; both download hooks read the Turkish message from it through this one helper.
describe("blobErrorMessage", () => {
  const blob = (text: string) => new Blob([text], { type: "application/json" });

  it("reads the server's message out of a JSON blob", async () => {
    const error = { status: 403, data: blob(JSON.stringify({ error: "Bu belgeye erişiminiz yok." })) };
    expect(await blobErrorMessage(error, "İndirilemedi.")).toBe("Bu belgeye erişiminiz yok.");
  });

  it("falls back when the blob is not JSON or has no message", async () => {
    expect(await blobErrorMessage({ status: 500, data: blob("<html>") }, "İndirilemedi.")).toBe("İndirilemedi.");
    expect(await blobErrorMessage({ status: 500, data: blob("{}") }, "İndirilemedi.")).toBe("İndirilemedi.");
  });

  it("reads a plain JSON error answer as the generic handler does", async () => {
    expect(await blobErrorMessage({ status: 409, data: { error: "Süresi doldu." } }, "İndirilemedi.")).toBe(
      "Süresi doldu.",
    );
  });
});
