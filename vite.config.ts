import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
  environments: {
    // The Express server is bundled with the app so the database, auth and logger exist
    // once per process (see docs/decisions/002-one-server-bundle.md).
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
