import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const relativeImports = { group: ["./*", "../*"], message: "Import project modules as @/<path>." };

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `_name` marks a value left out on purpose (object rest without a field, unused tuple slots).
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // One import style: every project module is imported as "@/<path from the repository root>".
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["*.config.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [relativeImports] }],
    },
  },
  {
    // Links go through components/ui/Link (no viewport prefetching on a phone's first load).
    files: ["components/**", "pages/**", "lib/**"],
    ignores: ["components/ui/Link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "next/link", importNames: ["default"], message: "Use @/components/ui/Link." }],
          patterns: [relativeImports],
        },
      ],
    },
  },
  {
    // Tests read arbitrary JSON answers and poke at shapes on purpose; the app code stays typed.
    files: ["tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  globalIgnores([
    ".next*/**",
    ".data*/**",
    "node_modules/**",
    "test-results*/**",
    "playwright-report/**",
    "next-env.d.ts",
    "lib/server/db/migrations/**",
  ]),
]);
