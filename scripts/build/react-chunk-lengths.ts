import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { replaceExactlyOnce } from "./replace-once.ts";

/** React's Bun build of its streaming renderer, which app/entry.server.tsx renders pages with (decision 044). */
const REACT_BUN_RENDERER = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server\.bun\.(production|development)\.js$/;

/** Where this react-dom keeps the Bun build (its package exports do not name the file). */
export function reactBunRendererFile(mode: "production" | "development"): string {
  const reactDom = path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
  return path.join(reactDom, "cjs", `react-dom-server.bun.${mode}.js`);
}

/** How the Bun build sizes a chunk: each of a page's ~2,700 strings measured as UTF-8. */
export const BYTE_LENGTH_OF_CHUNK = `function byteLengthOfChunk(chunk) {
  return Buffer.byteLength(chunk, "utf8");
}`;

/** Its length in UTF-16 code units: never more than its UTF-8 bytes, the same for ASCII. */
const LENGTH_OF_CHUNK = `function byteLengthOfChunk(chunk) {
  return chunk.length;
}`;

/**
 * Measures React's chunks by their length instead of their UTF-8 bytes in the server build
 * (decision 045). React sizes every chunk of a page as it completes, only to decide whether a
 * finished Suspense boundary of more than 500 bytes, past the first 12,800, is sent out of
 * line; `Buffer.byteLength` on ~2,700 short strings was ~5 % of a product page's profile, and
 * an uncached page takes ~7–8 % less CPU measured by length. A length never exceeds the bytes,
 * so a boundary React sends in line with exact sizes it still sends in line; the shop's pages
 * come out byte for byte the same. Development keeps React as it is (Vite loads it from
 * node_modules there). A react-dom whose function reads otherwise fails the build: its use is
 * to be read again.
 */
export function reactChunkLengths(): Plugin {
  return {
    name: "react-chunk-lengths",
    transform(code, id) {
      if (!REACT_BUN_RENDERER.test(id)) return null;
      return { code: withChunkLengths(code, id), map: null };
    },
  };
}

/** `code` with React's chunk sizing replaced, or an error naming `file` when it is not there once. */
export function withChunkLengths(code: string, file: string): string {
  return replaceExactlyOnce(
    code,
    BYTE_LENGTH_OF_CHUNK,
    LENGTH_OF_CHUNK,
    () =>
      new Error(
        `${file}: React's byteLengthOfChunk is not the one decision 045 replaces; read how this react-dom sizes chunks, then update scripts/build/react-chunk-lengths.ts`,
      ),
  );
}
