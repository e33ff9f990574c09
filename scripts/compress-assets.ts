/**
 * `npm run build`'s last step: a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy
 * beside every compressible file of the browser build, which server/http/static-files.ts sends
 * to browsers that accept them. Compressing each response instead cost ~45 ms of CPU for the
 * first load's four largest scripts (Brotli quality 4), on every new visitor, and sent 13 %
 * more bytes to phones on slow networks than quality 11, which is too slow to run per request.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;
/** Below this, headers outweigh the saving (the compression middleware's own threshold). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes the compressed copies under `dir`; returns the files compressed. */
export async function compressAssets(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // All at once: zlib runs them on libuv's thread pool, one per core.
  const compressed = await Promise.all(files.map(compressFile));
  return files.filter((_, i) => compressed[i]);
}

async function compressFile(file: string): Promise<boolean> {
  if ((await stat(file)).size < MIN_BYTES) return false;
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? "build/client");
  const started = performance.now();
  const files = await compressAssets(dir);
  console.log(`compressed ${files.length} files in ${dir} (${Math.round(performance.now() - started)} ms)`);
}
