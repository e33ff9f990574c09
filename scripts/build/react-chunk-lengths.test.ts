import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BYTE_LENGTH_OF_CHUNK, reactBunRendererFile, reactChunkLengths, withChunkLengths } from "./react-chunk-lengths";

const bunBuilds = [reactBunRendererFile("production"), reactBunRendererFile("development")];
/** What the build puts in its place, written out here as the test's own expectation. */
const BY_LENGTH = "function byteLengthOfChunk(chunk) {\n  return chunk.length;\n}";

describe("React's chunks measured by length in the server build (decision 045)", () => {
  it.each(bunBuilds)("replaces the Bun build's UTF-8 sizing once: %s", (file) => {
    const code = readFileSync(file, "utf8");
    const changed = withChunkLengths(code, file);
    expect(changed).not.toContain(BYTE_LENGTH_OF_CHUNK);
    expect(changed).toContain(BY_LENGTH);
    expect(changed.length).toBe(code.length - BYTE_LENGTH_OF_CHUNK.length + BY_LENGTH.length);
  });

  it.each(bunBuilds)("still matches react-dom: sizes feed only the byte counts of segments (outlining): %s", (file) => {
    // An upgrade that sizes chunks for something else (how much to write, where to cut) must be read again.
    const uses = [...readFileSync(file, "utf8").matchAll(/.*\bbyteLengthOfChunk\b.*/g)].map((match) => match[0].trim());
    expect(uses).toStrictEqual([
      "function byteLengthOfChunk(chunk) {",
      "if (null !== byteLengthOfChunk) {",
      "segmentByteSize += byteLengthOfChunk(segment[i]);",
    ]);
  });

  it("fails the build when React's sizing is missing or there twice, naming the file", () => {
    expect(() => withChunkLengths("function byteLengthOfChunk(chunk) { return chunk.byteLength; }", "react-dom-server.bun.production.js")).toThrow(
      /react-dom-server\.bun\.production\.js: React's byteLengthOfChunk is not the one decision 045 replaces/,
    );
    expect(() => withChunkLengths(`${BYTE_LENGTH_OF_CHUNK}\n${BYTE_LENGTH_OF_CHUNK}`, "twice.js")).toThrow(/twice\.js/);
  });

  it("touches only React's Bun renderer", () => {
    const transform = reactChunkLengths().transform as (code: string, id: string) => { code: string } | null;
    const code = readFileSync(bunBuilds[0]!, "utf8");
    expect(transform(code, bunBuilds[0]!)?.code).toContain("return chunk.length;");
    expect(transform(code, bunBuilds[0]!.replace(".bun.", ".node."))).toBeNull();
    expect(transform("export {}", "/work/app/entry.server.tsx")).toBeNull();
  });
});
