import { createHook } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { constants, zstdCompressSync, zstdDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { zstdFrames as framesIn, zstdFrameStatesSize } from "../../tests/support/raw-http";
import { zstdFrames } from "./zstd-kept-context";

/** A listing-like body: many similar cards, a rupee sign in each (multi-byte UTF-8). */
const page = Buffer.from(
  Array.from({ length: 1500 }, (_, i) => `<li class="card"><a href="/products/${i}">Inverter ${(i * 37) % 1000} VA</a><span>₹${(i * 7919) % 50000}</span></li>`).join(""),
);
const level3 = { params: { [constants.ZSTD_c_compressionLevel]: 3 } };
const decodedFrames = (body: Buffer) => framesIn(body).map((frame) => zstdDecompressSync(frame));

describe("zstd frames from one kept context", () => {
  it("keeps its context on the pinned Node (the fallback is for a Node without the handle)", () => {
    expect(zstdFrames(3).kept).toBe(true);
  });

  it("makes, call after call, the very frame Node's own one-call compression makes", () => {
    const frames = zstdFrames(3);
    const expected = zstdCompressSync(page, level3);
    for (let call = 0; call < 5; call++) {
      const made = frames.frames([[page]]);
      expect(made.equals(expected)).toBe(true);
    }
    // A copy of its own: the next call's frames, made in the same kept space, do not change it.
    const returned = frames.frames([[page.subarray(0, 5000)]]);
    const copy = Buffer.from(returned);
    frames.frames([[page.subarray(5000)]]);
    expect(returned.equals(copy)).toBe(true);
  });

  it("joins a frame's pieces into one frame that states its size, and puts made frames between", () => {
    const frames = zstdFrames(3);
    const known = zstdCompressSync(Buffer.from("<style>.card{margin:0}</style>"), { params: { [constants.ZSTD_c_compressionLevel]: 19 } });
    const body = frames.frames([[page.subarray(0, 100), Buffer.from(" signed-in "), page.subarray(100, 60_000)], { frame: known }, [page.subarray(60_000)]]);
    const parts = framesIn(body);
    expect(parts).toHaveLength(3);
    expect(parts[1]!.equals(known)).toBe(true);
    expect(parts.map(zstdFrameStatesSize)).toEqual([true, true, true]);
    expect(decodedFrames(body).map(String)).toEqual([
      `${page.subarray(0, 100)} signed-in ${page.subarray(100, 60_000)}`,
      "<style>.card{margin:0}</style>",
      String(page.subarray(60_000)),
    ]);
  });

  it("grows its output space for a body that does not compress, and an empty body is an empty frame", () => {
    const frames = zstdFrames(3);
    // Random bytes: the frame is larger than the 64 KB the output space starts with.
    const noise = randomBytes(300_000);
    const made = frames.frames([[noise], [page]]);
    expect(made.length).toBeGreaterThan(noise.length);
    expect(decodedFrames(made).map((bytes) => bytes.length)).toEqual([noise.length, page.length]);
    expect(zstdDecompressSync(frames.frames([[]])).length).toBe(0);
    expect(frames.frames([[page]]).equals(zstdCompressSync(page, level3))).toBe(true);
  });

  it("makes one native context for all its frames, where Node's one-call compression makes one a call", () => {
    const handles = { made: 0 };
    // Every zlib/zstd native handle is an async resource of type ZLIB when it is made.
    const hook = createHook({ init: (_id, type) => void (type === "ZLIB" && handles.made++) }).enable();
    try {
      const frames = zstdFrames(3);
      for (let call = 0; call < 50; call++) frames.frames([[page.subarray(call)]]);
      expect(handles.made).toBe(1);
      handles.made = 0;
      for (let call = 0; call < 50; call++) zstdCompressSync(page.subarray(call), level3);
      expect(handles.made).toBe(50);
    } finally {
      hook.disable();
    }
  });
});
