import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, test } from "vitest";
import { compressAssets } from "./compress-assets";

describe("compress-assets", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "compress-assets-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("leaves a Brotli and a gzip copy beside each compressible file of 1 KB or more, in every folder", async () => {
    mkdirSync(path.join(dir, "assets"));
    mkdirSync(path.join(dir, "images", "products"), { recursive: true });
    const script = Buffer.from("export const x = 1;\n".repeat(500));
    const image = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(300)}</svg>`);
    writeFileSync(path.join(dir, "assets", "entry-abc.js"), script);
    writeFileSync(path.join(dir, "images", "products", "base.svg"), image);
    writeFileSync(path.join(dir, "assets", "tiny.js"), "export {};");
    writeFileSync(path.join(dir, "assets", "inter.woff2"), Buffer.alloc(4096, 7));

    const compressed = await compressAssets(dir);

    expect(compressed.map((file) => path.relative(dir, file)).sort()).toEqual(["assets/entry-abc.js", "images/products/base.svg"]);
    for (const [file, body] of [["assets/entry-abc.js", script], ["images/products/base.svg", image]] as const) {
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(body);
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(body);
    }
    expect(existsSync(path.join(dir, "assets", "tiny.js.br"))).toBe(false);
    expect(existsSync(path.join(dir, "assets", "inter.woff2.br"))).toBe(false);
    // A second build step over the same folder does not compress the copies again.
    expect(await compressAssets(dir)).toHaveLength(2);
    expect(existsSync(path.join(dir, "assets", "entry-abc.js.br.br"))).toBe(false);
  });
});
