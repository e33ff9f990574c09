import { applyEdits, type PageEdit } from "~/lib/page-edits.server";

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

// Resumes in the task after the browser reports the first contentful paint. A page that cannot
// report one (a hidden tab, a browser without paint timing) starts its scripts after a second.
// A visible page waits for its paint, however slow the phone: starting the scripts a second in
// would put them on the line ahead of the paint they are meant to follow. Five seconds bounds
// the wait should a paint never be reported.
const AFTER_FIRST_PAINT = `await new Promise((resolve) => {
  const reportsPaint = document.visibilityState === "visible" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  setTimeout(resolve, reportsPaint ? 5000 : 1000);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(resolve);
  }).observe({ type: "paint", buffered: true });
});`;

/**
 * The same for a rendered page's bytes, without reading the page as text: the preload links and
 * the module script are found with byte searches, only they are read as text (Latin-1, one
 * character per byte: everything matched and inserted is ASCII, so UTF-8 text such as "₹"
 * passes through untouched), and the page goes out as its slices around them. Rewriting the
 * whole 170 KB listing as text was a tenth of a rendered page's CPU.
 */
export function scriptsAfterFirstPaintInBytes(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  return applyEdits(page, scriptsAfterFirstPaintEdits(page));
}

/** The same as edits of the page's bytes, to be made with the page's other edits (entry.server.tsx). */
export function scriptsAfterFirstPaintEdits(page: Buffer): PageEdit[] {
  const script = moduleScriptIn(page);
  if (!script) return [];
  const preloads = preloadLinksIn(page);
  const deferred = deferredModuleScript(page.toString("latin1", script.bodyStart, script.bodyEnd), preloads.map((link) => link.href));
  if (deferred === null) return [];
  return [...preloads.map(({ start, end }) => ({ start, end })), { start: script.bodyStart, end: script.bodyEnd, insert: Buffer.from(deferred, "latin1") }];
}

const SCRIPT_OPEN = Buffer.from('<script nonce="');
const MODULE_SCRIPT_OPEN_END = Buffer.from('" type="module" async="">');
const SCRIPT_CLOSE = Buffer.from("</script>");
const PRELOAD_OPEN = Buffer.from('<link rel="modulepreload" href="');
const HEAD_CLOSE = Buffer.from("</head>");
const QUOTE = 0x22;
const GREATER_THAN = 0x3e;
const SLASH = 0x2f;

/** The first `<script nonce="…" type="module" async="">`'s body, as ROUTE_MODULES_SCRIPT finds it. */
function moduleScriptIn(page: Buffer): { bodyStart: number; bodyEnd: number } | null {
  for (let at = page.indexOf(SCRIPT_OPEN); at !== -1; at = page.indexOf(SCRIPT_OPEN, at + 1)) {
    const nonceEnd = page.indexOf(QUOTE, at + SCRIPT_OPEN.length);
    if (nonceEnd === -1) return null;
    if (page.compare(MODULE_SCRIPT_OPEN_END, 0, MODULE_SCRIPT_OPEN_END.length, nonceEnd, nonceEnd + MODULE_SCRIPT_OPEN_END.length) !== 0) continue;
    const bodyStart = nonceEnd + MODULE_SCRIPT_OPEN_END.length;
    const bodyEnd = page.indexOf(SCRIPT_CLOSE, bodyStart);
    return bodyEnd === -1 ? null : { bodyStart, bodyEnd };
  }
  return null;
}

/**
 * Every `<link rel="modulepreload" href="…" …/>` in the head, as MODULEPRELOAD finds them: React
 * hoists `<link>`s into the head, so the body (most of a page) is not searched.
 */
function preloadLinksIn(page: Buffer): { start: number; end: number; href: string }[] {
  const links: { start: number; end: number; href: string }[] = [];
  const headEnd = page.indexOf(HEAD_CLOSE);
  const searchEnd = headEnd === -1 ? page.length : headEnd;
  for (let at = page.indexOf(PRELOAD_OPEN); at !== -1 && at < searchEnd; at = page.indexOf(PRELOAD_OPEN, at + 1)) {
    const hrefStart = at + PRELOAD_OPEN.length;
    const hrefEnd = page.indexOf(QUOTE, hrefStart);
    const close = hrefEnd === -1 ? -1 : page.indexOf(GREATER_THAN, hrefEnd);
    if (close === -1 || hrefEnd === hrefStart || page[close - 1] !== SLASH) continue;
    links.push({ start: at, end: close + 1, href: page.toString("latin1", hrefStart, hrefEnd) });
  }
  return links;
}

export function scriptsAfterFirstPaint(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const headEnd = html.indexOf("</head>");
  const [head, rest] = headEnd === -1 ? [html, ""] : [html.slice(0, headEnd), html.slice(headEnd)];
  const deferred = deferredModuleScript(body, [...head.matchAll(MODULEPRELOAD)].map(([, href]) => href!));
  if (deferred === null) return html;
  return (head.replace(MODULEPRELOAD, "") + rest).replace(whole, () => `${open}${deferred}${close}`);
}

/**
 * React Router's module script for a page as one that waits for the first paint, or null for a
 * script of another shape. A handful of distinct scripts exist (one per set of matched
 * routes), so each is rewritten once.
 */
const rewritten = new Map<string, string | null>();
const MAX_REWRITTEN = 256;
function deferredModuleScript(body: string, preloads: string[]): string | null {
  const key = `${preloads.join("\n")}\0${body}`;
  let deferred = rewritten.get(key);
  if (deferred === undefined) {
    deferred = rewriteModuleScript(body, preloads);
    if (rewritten.size >= MAX_REWRITTEN) rewritten.clear();
    rewritten.set(key, deferred);
  }
  return deferred;
}

function rewriteModuleScript(body: string, preloads: string[]): string | null {
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url: url! }));
  const rest = body.replace(STATIC_IMPORT, "");
  // Any other static import would be evaluated before the wait: leave such a page as it is.
  if (imports.length === 0 || /^\s*import[\s*{"]/m.test(rest)) return null;
  // The entry module starts hydration: it must run last, once the route modules are in place.
  const entry = /import\(("[^"]+")\);?\s*$/.exec(rest)?.[1];
  if (!entry) return null;
  const names = imports.map((entry, i) => entry.name ?? `_unused${i}`);
  // The modules imported after the loop (as JSON string literals, as the script has them): the route modules, then the entry.
  const importedLater = new Set([...imports.map((entry) => entry.url), entry]);
  return [
    AFTER_FIRST_PAINT,
    // One insertion into the head for all the links rather than one per link.
    `const preloads = document.createDocumentFragment();`,
    `for (const href of ${JSON.stringify(preloads)}) preloads.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `document.head.append(preloads);`,
    // Evaluated one chunk per task, not all in one: a phone's blocking time is the sum of what
    // each task runs past 50 ms, and the entry (which hydrates) is left for last as before.
    // Importing a module runs its dependencies first, in the same task, so the shared chunks go
    // first, in React Router's order (the entry's own imports, the runtime and React, lead it),
    // and the route modules, which import them, after. Reversed, the list began with a page's
    // shared chunk, whose first import ran React DOM, React and the app shell in one task.
    `for (const href of ${JSON.stringify(preloads.filter((href) => !importedLater.has(JSON.stringify(href))))}) {`,
    `  await import(href);`,
    `  await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve)));`,
    `}`,
    `const [${names.join(", ")}] = await Promise.all([${imports.map((entry) => `import(${entry.url})`).join(", ")}]);`,
    rest,
  ].join("\n");
}
