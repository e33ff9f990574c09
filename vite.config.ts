import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Packages the production server bundle still loads from node_modules: they read files of
 * their own at run time (PGlite's WebAssembly and extension archives, PDFKit's font metrics,
 * pino's worker-thread transports) or load optional native add-ons (pg).
 */
const SERVER_EXTERNALS = ["@electric-sql/pglite", "pdfkit", "pino", "pg"];

export default defineConfig(({ command }) => ({
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
  environments: {
    ssr: {
      // Every other dependency is bundled into the server build: Node then resolves and
      // parses one file instead of thousands, which is most of the memory at start
      // (docs/decisions/022-memory-on-a-small-server.md). Development keeps Vite's default.
      // In development Vite runs react-router itself, so the Express adapter must run inside
      // Vite too: loaded by Node it would bring a second react-router, whose
      // RouterContextProvider is not the class server/app.ts builds the context with.
      resolve: command === "build" ? { noExternal: true, external: SERVER_EXTERNALS } : { noExternal: ["@react-router/express", "@react-router/node"] },
      // The Express server is bundled with the app so the database, auth and logger exist
      // once per process (see docs/decisions/002-one-server-bundle.md).
      build: { rolldownOptions: { input: "./server/app.ts" } },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
