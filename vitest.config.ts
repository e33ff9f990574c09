import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    // Database tests start real engines (PGlite takes seconds to boot).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The stylesheet the server puts in every page (app/web/inline-stylesheet.server.ts) as it
    // is in the source; Vitest leaves other CSS out.
    css: { include: [/app\.css/] },
    pool: "forks",
    maxWorkers: 2,
  },
});
