import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { replaceExactlyOnce } from "./replace-once.ts";

/** A piece of React Router's code the server build changes: where it is, what it is, what it becomes. */
type Edit = { file: string; find: string; replace: string; append: string };

/**
 * `<ServerRouter>` (lib/dom/ssr/server.js) turns the build's route manifest into route objects
 * for every page it renders; they depend only on the manifest and the route modules.
 */
const SERVER_ROUTES: Edit = {
  file: "lib/dom/ssr/server.js",
  find: "let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
  replace: "let routes = serverRoutesOnce(manifest.routes, routeModules, context.future, context.isSpaMode);",
  append: `
// Added by the shop's build (docs/decisions/048): the route objects made once per manifest.
const keptServerRoutes = new WeakMap();
function serverRoutesOnce(manifestRoutes, routeModules, future, isSpaMode) {
	let kept = keptServerRoutes.get(manifestRoutes);
	if (kept && kept.future === future && kept.isSpaMode === isSpaMode && sameModules(kept.routeModules, routeModules)) return kept.routes;
	let routes = createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
	keptServerRoutes.set(manifestRoutes, { routes, routeModules, future, isSpaMode });
	return routes;
}
function sameModules(kept, given) {
	let ids = Object.keys(given);
	return ids.length === Object.keys(kept).length && ids.every((id) => kept[id] === given[id]);
}
`,
};

/**
 * `createStaticRouter` (lib/dom/server.js) converts the routes it is given into data routes for
 * every render; given the same routes (above), the same data routes.
 */
const DATA_ROUTES: Edit = {
  file: "lib/dom/server.js",
  find: "let manifest = {};\n\tlet dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);",
  replace: "let { manifest, dataRoutes } = dataRoutesOnce(routes);",
  append: `
// Added by the shop's build (docs/decisions/048): the data routes made once per routes array.
const keptDataRoutes = new WeakMap();
function dataRoutesOnce(routes) {
	let kept = keptDataRoutes.get(routes);
	if (!kept) {
		let manifest = {};
		kept = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, void 0, void 0, manifest) };
		keptDataRoutes.set(routes, kept);
	}
	return kept;
}
`,
};

export const ROUTES_ONCE_EDITS = [SERVER_ROUTES, DATA_ROUTES];

/** Where this react-router keeps the production build of `file`. */
export function reactRouterFile(file: string): string {
  const reactRouter = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
  return path.join(reactRouter, "dist", "production", file);
}

/**
 * React Router's server rendering makes its route objects once per build instead of once per
 * page (decision 048): `<ServerRouter>` rebuilt them from the manifest and `createStaticRouter`
 * converted them again on every render, ~3–4 % of an uncached product page's profile, for
 * objects that depend only on the build. The objects are read, never written, while a page
 * renders. Only the server build is changed; a react-router whose code reads otherwise fails
 * the build, naming the file: it is to be read again.
 */
export function reactRouterRoutesOnce(): Plugin {
  return {
    name: "react-router-routes-once",
    transform(code, id, options) {
      if (!options?.ssr) return null;
      const edit = ROUTES_ONCE_EDITS.find((candidate) => normalized(id).endsWith(`/react-router/dist/production/${candidate.file}`));
      return edit ? { code: withEdit(code, edit, id), map: null } : null;
    },
  };
}

/** `code` with `edit` made, or an error naming `file` when its text is not there exactly once. */
export function withEdit(code: string, edit: Edit, file: string): string {
  const changed = replaceExactlyOnce(
    code,
    edit.find,
    edit.replace,
    () =>
      new Error(
        `${file}: React Router's code is not what decision 048 changes; read how this react-router makes its server routes, then update scripts/build/react-router-routes-once.ts`,
      ),
  );
  return changed + edit.append;
}

const normalized = (id: string) => id.split(path.sep).join("/").replace(/\?.*$/, "");
