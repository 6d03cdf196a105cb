import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startAuthEmulator } from "@/scripts/lib/authEmulator";

describe("Auth emulator start-up", () => {
  it("refuses a port something already answers on instead of mistaking it for its own emulator", async () => {
    const squatter = http.createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => squatter.listen(0, "127.0.0.1", resolve));
    const { port } = squatter.address() as AddressInfo;
    try {
      await expect(
        startAuthEmulator({
          projectId: "demo-motoborsa",
          port,
          workDir: path.join(os.tmpdir(), `motoborsa-emu-${port}`),
          log: () => {},
        }),
      ).rejects.toThrow(`Port ${port} is already in use (another Auth emulator?)`);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
