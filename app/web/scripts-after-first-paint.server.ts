/**
 * A server-rendered page whose scripts are requested only after its first paint
 * (docs/decisions/020).
 *
 * React Router's `<Scripts>` puts a `<link rel="modulepreload">` in the head for every module the
 * page hydrates with (~250 KB compressed on the shop's pages) and ends the body with a module
 * script whose static `import`s load the route modules. Both start downloading while the HTML is
 * still arriving: on a slow phone network the scripts share the line with the page's text, font
 * and first image, and Lighthouse's simulation counts every script that finished before the
 * first paint into FCP and LCP. The page is readable without them (it is all server-rendered),
 * so here the preload links leave the head and the module script waits for the first paint,
 * then preloads the same modules (in parallel, as before) and imports them.
 *
 * Only the exact shapes React Router renders are rewritten; anything else is returned unchanged,
 * so a page is never left without its scripts (a browser test checks that the shop's pages
 * still hydrate and carry no modulepreload in the served HTML).
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const ROUTE_MODULES_SCRIPT = /(<script nonce="[^"]*" type="module" async="">)([\s\S]*?)(<\/script>)/;
// `import * as route0 from "/assets/root-….js";`, or a bare `import "/assets/manifest-….js";`.
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"\n]+");?\s*$/gm;

// Resumes in the task after the browser reports the first contentful paint. A page that never
// paints (a hidden tab, a browser without paint timing) starts its scripts after a second anyway.
const AFTER_FIRST_PAINT = `await new Promise((resolve) => {
  setTimeout(resolve, 1000);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(resolve);
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * The same for a rendered page's bytes. The page is rewritten as Latin-1 text, one character
 * per byte (the patterns and everything inserted are ASCII, so UTF-8 text such as "₹" passes
 * through untouched): half the memory of the page as UTF-16, a copy rather than a decode, and
 * bytes again for the Response, which undici would otherwise check character by character.
 */
export function scriptsAfterFirstPaintInBytes(page: Buffer): Buffer<ArrayBuffer> {
  return Buffer.from(scriptsAfterFirstPaint(page.toString("latin1")), "latin1");
}

export function scriptsAfterFirstPaint(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url: url! }));
  const rest = body.replace(STATIC_IMPORT, "");
  // Any other static import would be evaluated before the wait: leave such a page as it is.
  if (imports.length === 0 || /^\s*import[\s*{"]/m.test(rest)) return html;

  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULEPRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  // The entry module starts hydration: it must run last, once the route modules are in place.
  const entry = /import\(("[^"]+")\);?\s*$/.exec(rest)?.[1];
  if (!entry) return html;
  const names = imports.map((entry, i) => entry.name ?? `_unused${i}`);
  const deferred = [
    AFTER_FIRST_PAINT,
    // One insertion into the head for all the links rather than one per link.
    `const preloads = document.createDocumentFragment();`,
    `for (const href of ${JSON.stringify(preloads)}) preloads.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `document.head.append(preloads);`,
    // Evaluated one chunk per task, not all in one: a phone's blocking time is the sum of what
    // each task runs past 50 ms, and the entry (React DOM) is left for last as before. Importing
    // a module runs its dependencies first, in the same task; React Router lists a route module
    // before the chunks it imports, so the reversed list runs each chunk nearly on its own.
    `for (const href of ${JSON.stringify(preloads.filter((href) => JSON.stringify(href) !== entry).reverse())}) {`,
    `  await import(href);`,
    `  await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve)));`,
    `}`,
    `const [${names.join(", ")}] = await Promise.all([${imports.map((entry) => `import(${entry.url})`).join(", ")}]);`,
    rest,
  ].join("\n");
  return withoutPreloads.replace(whole, () => `${open}${deferred}${close}`);
}
