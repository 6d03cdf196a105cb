import { execFileSync } from "node:child_process";

// `next dev`, `next build` and `next start` load next.config.ts through Next's own require hook, which
// resolves "@/…" imports of the files it pulls in as if they were written at the repository root. Vitest
// resolves them correctly, so only Next's loader, in a process of its own, shows such a break.
test("next.config.ts loads through Next's own config loader", () => {
  const script = `
    const loadConfig = require("next/dist/server/config").default;
    loadConfig("phase-development-server", process.cwd()).then(
      (config) => { process.stdout.write(typeof config.headers); },
      (error) => { process.stdout.write("failed: " + error.message); },
    );`;
  const output = execFileSync(process.execPath, ["-e", script], { encoding: "utf8", timeout: 60_000 });
  expect(output.trim()).toBe("function");
}, 60_000);
