// Development: `npm run dev`. Vite serves modules with hot reload; the server code is the
// same server/app.ts the production bundle runs.
import "./scripts/check-node.mjs";
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true } });
const { startServer } = await vite.ssrLoadModule("./server/app.ts");
const running = await startServer({
  vite: {
    middlewares: vite.middlewares,
    loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, async () => {
    await running.close();
    await vite.close();
    process.exit(0);
  });
}
