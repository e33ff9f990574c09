import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reactRouterFile, reactRouterRoutesOnce, ROUTES_ONCE_EDITS, withEdit } from "./react-router-routes-once";

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
const transform = reactRouterRoutesOnce().transform as Transform;

describe("React Router's server routes made once per build (decision 048)", () => {
  it.each(ROUTES_ONCE_EDITS.map((edit) => [edit.file, edit] as const))("changes %s where it makes the routes, once", (_file, edit) => {
    const file = reactRouterFile(edit.file);
    const code = readFileSync(file, "utf8");
    const changed = withEdit(code, edit, file);
    expect(changed).not.toContain(edit.find);
    expect(changed).toContain(edit.replace);
    expect(changed.endsWith(edit.append)).toBe(true);
  });

  it("still matches react-router: the routes are made in these two places only, and only for a render", () => {
    // An upgrade that makes or changes route objects elsewhere on the server must be read again.
    const server = readFileSync(reactRouterFile("lib/dom/ssr/server.js"), "utf8");
    expect([...server.matchAll(/createServerRoutes\(/g)]).toHaveLength(1);
    const staticRouter = readFileSync(reactRouterFile("lib/dom/server.js"), "utf8");
    expect([...staticRouter.matchAll(/convertRoutesToDataRoutes\(/g)]).toHaveLength(1);
    // The static router has no way to change its routes.
    expect(staticRouter).toContain('throw msg("patchRoutes")');
    expect(staticRouter).toContain('throw msg("_internalSetRoutes")');
  });

  it("gives the same route objects for the same manifest and modules, and new ones when the modules change", async () => {
    const changed = withEdit(readFileSync(reactRouterFile("lib/dom/ssr/server.js"), "utf8"), ROUTES_ONCE_EDITS[0]!, "server.js");
    // The appended functions, run against a stand-in for React Router's own createServerRoutes.
    let made = 0;
    const appended = ROUTES_ONCE_EDITS[0]!.append;
    const serverRoutesOnce = new Function(
      "createServerRoutes",
      `${appended}\nreturn serverRoutesOnce;`,
    )(() => [{ id: "root", made: ++made }]) as (manifestRoutes: object, routeModules: object, future: object, isSpaMode: boolean) => unknown;
    expect(changed).toContain(appended);
    const manifestRoutes = {};
    const future = {};
    const home = { default: () => null };
    const first = serverRoutesOnce(manifestRoutes, { root: home }, future, false);
    expect(serverRoutesOnce(manifestRoutes, { root: home }, future, false)).toBe(first); // a new modules object, the same modules
    expect(made).toBe(1);
    expect(serverRoutesOnce(manifestRoutes, { root: { default: () => null } }, future, false)).not.toBe(first); // a rebuilt module
    expect(serverRoutesOnce(manifestRoutes, { root: home, extra: home }, future, false)).not.toBe(first);
    expect(serverRoutesOnce({}, { root: home }, future, false)).not.toBe(first); // another build's manifest
    expect(made).toBe(4);
  });

  it("fails the build when React Router's code is missing or there twice, naming the file", () => {
    const [edit] = ROUTES_ONCE_EDITS;
    expect(() => withEdit("function ServerRouter() {}", edit!, "server.js")).toThrow(/server\.js: React Router's code is not what decision 048 changes/);
    expect(() => withEdit(`${edit!.find}\n${edit!.find}`, edit!, "twice.js")).toThrow(/twice\.js/);
  });

  it("touches only React Router's two server files, and only in the server build", () => {
    for (const edit of ROUTES_ONCE_EDITS) {
      const file = reactRouterFile(edit.file);
      const code = readFileSync(file, "utf8");
      expect(transform(code, file, { ssr: true })?.code).toContain(edit.replace);
      expect(transform(code, file, { ssr: false })).toBeNull();
      expect(transform(code, file.replace("production", "development"), { ssr: true })).toBeNull();
    }
    expect(transform("export {}", "/work/app/entry.server.tsx", { ssr: true })).toBeNull();
  });
});
