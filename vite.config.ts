import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { keptLucideIcon } from "./scripts/build/kept-lucide-icon.ts";
import { reactChunkLengths } from "./scripts/build/react-chunk-lengths.ts";
import { reactRouterRoutesOnce } from "./scripts/build/react-router-routes-once.ts";

/**
 * Packages the production server bundle still loads from node_modules: they read files of
 * their own at run time (PGlite's WebAssembly and extension archives, PDFKit's font metrics,
 * pino's worker-thread transports) or load optional native add-ons (pg).
 */
const SERVER_EXTERNALS = ["@electric-sql/pglite", "pdfkit", "pino", "pg"];

/**
 * Which modules each module imports, as the build parses them: the client's chunk groups below
 * ask whether a module's imports reach beyond the app's own small code.
 */
const staticImports = new Map<string, readonly string[]>();
const recordImports: Plugin = {
  name: "record-static-imports",
  moduleParsed(info) {
    staticImports.set(info.id, info.importedIds);
  },
};

const APP_MODULE = /[\\/]app[\\/]/;
/** Packages small enough, or loaded by every page anyway, to ride along with the app's shared modules. */
const LIGHT_PACKAGE = /node_modules[\\/](lucide-react|clsx|class-variance-authority|react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0/;

/** The app's own modules the root route imports, directly or not: every page loads them. */
function rootAppModules(): Set<string> {
  const root = [...staticImports.keys()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || !APP_MODULE.test(id)) return;
    found.add(id);
    for (const dependency of staticImports.get(id) ?? []) visit(dependency);
  };
  if (root) visit(root);
  return found;
}

let everyPage: Set<string> | undefined;
/**
 * Whether `id` and everything it imports, directly or not, is either loaded by every page
 * already or small: no zod, no Radix primitive, no other package.
 */
function onlyLightImports(id: string, seen = new Set<string>()): boolean {
  everyPage ??= rootAppModules();
  if (seen.has(id) || everyPage.has(id)) return true;
  seen.add(id);
  if (!APP_MODULE.test(id) && !LIGHT_PACKAGE.test(id)) return false;
  return (staticImports.get(id) ?? []).every((dependency) => onlyLightImports(dependency, seen));
}

/**
 * How the browser's scripts are cut into files (decision 020). Every file a page loads costs
 * its own request and its own main-thread task before the page can respond, and the default
 * split made ~25 small files per page. So: React DOM alone (the largest module, evaluated in a
 * task of its own), React with React Router, and the root route with everything it imports (the
 * header, footer, cart badge, button and class-name helpers every page renders) in one file.
 */
const CLIENT_CHUNKS = {
  groups: [
    { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 30 },
    { name: "react", test: /node_modules[\\/](react|react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
    // With its dependencies (rolldown's default for a group): the app shell.
    { name: "root", test: /[\\/]app[\\/]root\.tsx$/, priority: 10 },
    // The small modules several pages share (price, stars, badges, form fields, icons…): one
    // file rather than one each, unless something they import is heavy.
    { name: "shared", test: (id: string) => onlyLightImports(id), minShareCount: 2, priority: 5 },
    // Radix's small shared internals (and its label), apart from the lazily loaded toasts and
    // menu, which would otherwise take them in and be pulled along by the sign-in form's labels.
    {
      name: "radix-base",
      test: /node_modules[\\/]@radix-ui[\\/](primitive|react-primitive|react-context|react-use-[\w-]+|react-id|react-label)[\\/]/,
      priority: 7,
    },
    // tailwind-merge, for the components that still merge classes (dialogs, menus, the back office).
    { name: "cn", test: /[\\/]app[\\/]lib[\\/]cn\.ts$/, priority: 6 },
    // Fetched when a page is idle: one request each (with the Radix code they use), not seven.
    { name: "toast-list", test: /[\\/]app[\\/]components[\\/]ui[\\/]toast-list\.tsx$/, priority: 4 },
    { name: "user-menu-dropdown", test: /[\\/]app[\\/]components[\\/]user-menu-dropdown\.tsx$/, priority: 3 },
  ],
};

export default defineConfig(({ command }) => ({
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: CLIENT_CHUNKS } } } },
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
      // V8 keeps each module's source for as long as the process runs, one byte a character
      // when all of it is ASCII and two otherwise: one "₹" or "—" in a file doubled that
      // file's share of the heap. So non-ASCII characters are written as escapes, and doc
      // comments, which nobody reads in the build, are left out (decision 022).
      build: { rolldownOptions: { input: "./server/app.ts", output: { charset: "ascii", comments: { legal: true, annotation: false, jsdoc: false } } } },
    },
  },
  plugins: [keptLucideIcon(), reactChunkLengths(), reactRouterRoutesOnce(), tailwindcss(), reactRouter(), recordImports],
}));
