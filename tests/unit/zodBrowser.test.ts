// @vitest-environment jsdom
import { z } from "zod";
import "@/lib/zodBrowser";

describe("zod in the browser", () => {
  it("runs jitless, so it never probes eval under the CSP", () => {
    expect(z.config().jitless).toBe(true);
  });
});
