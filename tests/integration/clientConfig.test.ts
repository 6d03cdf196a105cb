import { describe, expect, it } from "vitest";
import clientConfigHandler from "@/pages/api/client-config";
import { serveHandler } from "@/tests/integration/helpers/http";

const clientConfig = serveHandler(clientConfigHandler);

describe("GET /api/client-config", () => {
  it("answers the Auth emulator the running server verifies tokens against, never cached", async () => {
    const response = await clientConfig({ method: "GET" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses other methods", async () => {
    const response = await clientConfig({ method: "POST", body: {} });
    expect(response.status).toBe(405);
  });
});
