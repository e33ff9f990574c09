import type { KnipConfig } from "knip";

/** Dead code and unused dependencies: `npm run lint` fails on any (docs/decisions/008). */
const config: KnipConfig = {
  entry: [
    "server/app.ts",
    "scripts/*.{ts,mjs}",
    // Started as child processes by path, not imported.
    "scripts/bench/baseline-server.ts",
    "tests/support/accepts-per-turn.ts",
    "tests/e2e/support/*.mjs",
  ],
  project: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.{ts,mjs}", "tests/**/*.{ts,mjs}"],
  ignoreDependencies: [
    // Loaded by CSS (@import in app/app.css), which knip does not follow.
    "tailwindcss",
    // The runtime peer of @react-router/express.
    "@react-router/node",
  ],
  // Installed by scripts/ensure-chromium.mjs with the system's package manager.
  ignoreBinaries: ["apt-get"],
};

export default config;
