import { afterEach, describe, expect, it, vi } from "vitest";
import { scriptsAfterFirstPaint, scriptsAfterFirstPaintInBytes } from "./scripts-after-first-paint.server";

// The shape React Router's <Scripts> renders (react-router 8, route discovery on), with React
// hoisting the modulepreload links into the head; cut down to two routes.
const NONCE = "bm9uY2U=";
const page = (moduleScript: string) =>
  `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>` +
  `<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/jsx-runtime-B.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-C.js" nonce="${NONCE}"/>` +
  `<style>body{margin:0}</style></head><body><main>Inverters</main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${moduleScript}</script></body></html>`;

const ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/products-D.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"products":route1};

import("/assets/entry.client-A.js");`;

function moduleScriptOf(html: string): string {
  return /<script nonce="[^"]*" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

describe("scripts after the first paint", () => {
  const html = scriptsAfterFirstPaint(page(ROUTER_SCRIPT));
  const script = moduleScriptOf(html);

  it("takes every modulepreload link out of the head and leaves the other links", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="preload" as="image" href="/images/a.svg" fetchPriority="high"/>');
  });

  it("waits for the first contentful paint before it requests anything", () => {
    const wait = script.indexOf('"first-contentful-paint"');
    const firstRequest = Math.min(script.indexOf("import("), script.indexOf("modulepreload"));
    expect(wait).toBeGreaterThan(-1);
    expect(wait).toBeLessThan(firstRequest);
    expect(script).not.toMatch(/^\s*import[\s*{"]/m);
  });

  it("preloads the same modules, in the same order, and binds the route modules as before", () => {
    expect(script).toContain('["/assets/entry.client-A.js","/assets/jsx-runtime-B.js","/assets/root-C.js"]');
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/products-D.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"products":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("evaluates the other chunks one task at a time, and the entry (which hydrates) only last", () => {
    expect(script).toContain('for (const href of ["/assets/jsx-runtime-B.js"]) {');
    expect(script.indexOf("scheduler?.yield")).toBeLessThan(script.indexOf("window.__reactRouterRouteModules"));
    expect(script.match(/entry\.client-A\.js/g)).toHaveLength(3); // preloaded, in the manifest, imported last
  });

  it("evaluates the shared chunks in React Router's order before the route modules that import them", () => {
    // React Router lists the entry and its imports, then each route module and its imports.
    const withShared = page(ROUTER_SCRIPT).replace(
      `<style>`,
      `<link rel="modulepreload" href="/assets/products-D.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/shared-E.js" nonce="${NONCE}"/><style>`,
    );
    const deferred = moduleScriptOf(scriptsAfterFirstPaint(withShared));
    const chunks = deferred.indexOf('for (const href of ["/assets/jsx-runtime-B.js","/assets/shared-E.js"]) {');
    expect(chunks).toBeGreaterThan(-1);
    expect(chunks).toBeLessThan(deferred.indexOf('import("/assets/products-D.js")'));
  });

  describe("the wait, run with a page's visibility and paint reports", () => {
    // The script's first statement, the wait, run as an async function against stand-ins for
    // what it reads of the browser; fake timers give each case its moment.
    const wait = script.slice(0, script.indexOf("\nconst preloads"));
    type Paint = (entries: string[]) => void;
    function startWait(visibilityState: "visible" | "hidden", supportedEntryTypes: string[]) {
      let reportPaint: Paint = () => {};
      class FakePerformanceObserver {
        static supportedEntryTypes = supportedEntryTypes;
        constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
        observe() {
          reportPaint = (names) => this.callback({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }, this);
        }
        disconnect() {}
      }
      const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
      let done = false;
      void new AsyncFunction("document", "PerformanceObserver", "setTimeout", wait)({ visibilityState }, FakePerformanceObserver, setTimeout).then(() => {
        done = true;
      });
      return { reportPaint: (names: string[]) => reportPaint(names), isDone: () => done };
    }
    afterEach(() => vi.useRealTimers());

    it("a visible page starts in the task after its first contentful paint, however late that is", async () => {
      vi.useFakeTimers();
      const run = startWait("visible", ["paint"]);
      await vi.advanceTimersByTimeAsync(2500);
      run.reportPaint(["first-paint"]);
      await vi.advanceTimersByTimeAsync(100);
      expect(run.isDone()).toBe(false);
      run.reportPaint(["first-contentful-paint"]);
      await vi.advanceTimersByTimeAsync(1);
      expect(run.isDone()).toBe(true);
    });

    it("a visible page whose paint is never reported starts after five seconds", async () => {
      vi.useFakeTimers();
      const run = startWait("visible", ["paint"]);
      await vi.advanceTimersByTimeAsync(4999);
      expect(run.isDone()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(run.isDone()).toBe(true);
    });

    it("a hidden tab, or a browser without paint timing, starts after a second", async () => {
      vi.useFakeTimers();
      for (const [visibility, supported] of [["hidden", ["paint"]], ["visible", ["navigation"]]] as const) {
        const run = startWait(visibility, [...supported]);
        await vi.advanceTimersByTimeAsync(999);
        expect(run.isDone()).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(run.isDone()).toBe(true);
      }
    });
  });

  it("is a module the browser can parse", async () => {
    // Top-level await is only valid in a module: compiling it as an async function body is the
    // nearest check Node offers without a browser.
    const AsyncFunction = (async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script.replaceAll("import(", "load("))).not.toThrow();
  });

  it("keeps the nonce'd script element, so the page's Content-Security-Policy still runs it", () => {
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async="">await new Promise`);
  });

  it("leaves a page it does not recognise as it is", () => {
    const noEntry = page(ROUTER_SCRIPT.replace('import("/assets/entry.client-A.js");', ""));
    expect(scriptsAfterFirstPaint(noEntry)).toBe(noEntry);
    const noRouterScript = page("").replace(/<script nonce="[^"]*" type="module"[\s\S]*?<\/script>/, "");
    expect(scriptsAfterFirstPaint(noRouterScript)).toBe(noRouterScript);
    const otherImport = page(`import { x } from "/assets/x.js";\n${ROUTER_SCRIPT}`);
    expect(scriptsAfterFirstPaint(otherImport)).toBe(otherImport);
    expect(scriptsAfterFirstPaint("Not found")).toBe("Not found");
  });

  it("rewrites a page's bytes the same, leaving its UTF-8 text byte for byte", () => {
    const text = page(ROUTER_SCRIPT).replace("<main>Inverters</main>", "<main>₹4,599 — “Inverters” 🔋</main>");
    const bytes = scriptsAfterFirstPaintInBytes(Buffer.from(text));
    expect(bytes.toString("utf8")).toBe(scriptsAfterFirstPaint(text));
    expect(bytes.toString("utf8")).toContain("<main>₹4,599 — “Inverters” 🔋</main>");
  });

  it("finds in bytes what the text patterns find, and leaves what they leave", () => {
    const pages = [
      page(ROUTER_SCRIPT),
      // A nonce'd script before the module script, and a link that only looks like a preload.
      page(ROUTER_SCRIPT).replace("<main>", `<script nonce="${NONCE}">1</script><link rel="modulepreload" href="/x.js"><main>`),
      // A preload link in the body: React hoists the real ones into the head, so it stays.
      page(ROUTER_SCRIPT).replace("<main>", `<link rel="modulepreload" href="/in-body.js"/><main>`),
      page(ROUTER_SCRIPT.replace('import("/assets/entry.client-A.js");', "")),
      page(""),
      page(`import { x } from "/assets/x.js";\n${ROUTER_SCRIPT}`),
      "Not found",
    ];
    for (const text of pages) {
      expect(scriptsAfterFirstPaintInBytes(Buffer.from(text)).toString("latin1")).toBe(scriptsAfterFirstPaint(text));
    }
  });
});
