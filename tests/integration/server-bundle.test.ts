import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER_BUILD = path.resolve("build/server");

/**
 * V8 keeps every module's source for the life of the process, one byte a character only when
 * all of it is ASCII: a single "₹" or "—" doubled a file's share of the heap, ~4 MB of RSS
 * for the whole bundle (decision 022, fifth round). `npm test` builds before this runs.
 */
describe("the server bundle", () => {
  const files = readdirSync(SERVER_BUILD, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));

  it("is ASCII in every file, so V8 holds its source at one byte a character", () => {
    expect(files.length).toBeGreaterThan(10);
    const notAscii = files.filter((file) => readFileSync(path.join(SERVER_BUILD, file)).some((byte) => byte > 0x7f));
    expect(notAscii).toEqual([]);
  });

  it("has React's page renderer measure chunks by length, its production and development builds (decision 045)", () => {
    const sizings = files.flatMap((file) => [...readFileSync(path.join(SERVER_BUILD, file), "utf8").matchAll(/function byteLengthOfChunk\(chunk\) \{\s*return ([^;]*);/g)]);
    const bodies = sizings.map((sizing) => sizing[1]);
    // React's Node build, bundled too, sizes its chunks as it did; the Bun build's UTF-8 sizing is gone.
    expect(bodies.filter((body) => body === "chunk.length")).toHaveLength(2);
    expect(bodies).not.toContain('Buffer.byteLength(chunk, "utf8")');
  });

  it("has React Router make its server routes once per build, not once per page (decision 048)", () => {
    const code = files.map((file) => readFileSync(path.join(SERVER_BUILD, file), "utf8")).join("\n");
    expect(code).toContain("let routes = serverRoutesOnce(manifest.routes, routeModules, context.future, context.isSpaMode);");
    expect(code).toContain("let { manifest, dataRoutes } = dataRoutesOnce(routes);");
    expect(code).not.toContain("let routes = createServerRoutes(manifest.routes");
  });
});
