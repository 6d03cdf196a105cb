import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDb, markDatabaseClosing, reportPoolError } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";

/** What pg's pool hands its "error" listener: the error with the whole client hanging off it. */
function lostConnection() {
  const error = new Error("terminating connection due to administrator command") as Error & {
    code: string;
    client: object;
  };
  error.code = "57P01";
  error.client = {
    connectionParameters: { user: "motoborsa", password: "secret", host: "10.0.0.5", database: "motoborsa" },
    buffer: "x".repeat(4_000),
  };
  return error;
}

describe("the pool's lost-connection log line", () => {
  beforeEach(() => closeDb());
  afterEach(() => {
    vi.restoreAllMocks();
    return closeDb();
  });

  it("logs the message and the code only, as an error, once per burst", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    reportPoolError(lostConnection());
    reportPoolError(lostConnection());
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      { error: { message: "terminating connection due to administrator command", code: "57P01" } },
      "lost idle database connections",
    );
    expect(JSON.stringify(error.mock.calls)).not.toContain("secret");
  });

  it("is no error while we are closing ourselves (SIGTERM, closeDb)", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    markDatabaseClosing();
    reportPoolError(lostConnection());
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(
      { error: { message: "terminating connection due to administrator command", code: "57P01" } },
      "database connection closed during shutdown",
    );
  });
});
