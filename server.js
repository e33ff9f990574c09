// Production entry: `npm start` / `npm run serve`. Runs the bundle that `react-router build`
// wrote (the app and server/app.ts together) and shuts it down cleanly on SIGTERM/SIGINT.
import "./scripts/check-node.mjs";

// React and other libraries pick their production builds from NODE_ENV when first loaded;
// without this they render with development checks, about twice as slow.
process.env.NODE_ENV ??= "production";

const { startServer, ConfigError } = await import("./build/server/index.js");

let running;
try {
  running = await startServer();
} catch (error) {
  // A bad setting gets its message alone: it names the variable to fix.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    try {
      await running.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  });
}
