import { constants, createZstdCompress, zstdCompressSync, type ZstdCompress } from "node:zlib";

/**
 * One frame of a body: the bytes to compress into it, in order (views of a page, say, not
 * joined first), or a frame made already (a part compressed once, decision 042).
 */
export type FramePiece = readonly Buffer[] | { readonly frame: Buffer };

export type ZstdFrames = {
  /** The pieces' frames, one after another, in one Buffer of their exact length. */
  frames(pieces: readonly FramePiece[]): Buffer;
  /** Whether frames come from the kept context; false where this Node has no such handle (then one context a call). */
  readonly kept: boolean;
};

const isFrame = (piece: FramePiece): piece is { readonly frame: Buffer } => !Array.isArray(piece);
const EMPTY = Buffer.alloc(0);

/** A listing's frames are ~25 KB, a product page's ~10 KB; grown by doubling when a body needs more. */
const INITIAL_OUTPUT_BYTES = 64 * 1024;
/** Input and output space kept between calls, at most: the rare bigger answer's space is let go after it. */
const MAX_KEPT_BYTES = 1024 * 1024;

/**
 * Zstandard frames made synchronously by one compression context kept for the process's life
 * (decision 051). Node's `zstdCompressSync` makes a stream, a native context and a 16 KB output
 * Buffer a call and closes them; what they held waits for a full collection (young-generation
 * collections freed none of it), so a signed-in listing's two calls a page started V8's full
 * collections every ~0.5 s under load. Here one context makes every frame, its whole input in
 * one call with `ZSTD_e_end` (zstd starts the next frame, same parameters, on the next input),
 * into one kept output Buffer, and the result is copied out once.
 *
 * Node offers no synchronous call on a kept context, so this drives the handle the way Node's
 * own `zstdCompressSync` does (`lib/zlib.js`, `processChunkSync`: `handle.writeSync`, then
 * the output and input still available in `_writeState`) without closing it. Those are Node's
 * internals: if this Node's stream has no such handle, every call falls back to
 * `zstdCompressSync`, and `kept` says so (the tests assert it is true on the pinned Node).
 */
export function zstdFrames(level: number): ZstdFrames {
  const params = { [constants.ZSTD_c_compressionLevel]: level };
  let context: KeptContext | undefined = keptContext(params);
  const kept = context !== undefined;
  let output = Buffer.allocUnsafe(INITIAL_OUTPUT_BYTES);
  /** A frame's inputs joined, when it has several. */
  let joined = EMPTY;

  /**
   * Compresses `inputs` as one frame into `output` from `at`; returns where the frame ends.
   * Several inputs are first copied into one kept input Buffer: a frame given in one call is
   * compressed knowing its size (zstd sizes its window and tables to it), where one begun with
   * `ZSTD_e_continue` takes a 2 MB window and reallocates the context's memory (~8 page faults a
   * signed-in listing, against none).
   */
  const frameInto = (inputs: readonly Buffer[], at: number): number => {
    if (inputs.length <= 1) return frameOf(inputs[0] ?? EMPTY, at);
    const length = inputs.reduce((sum, input) => sum + input.length, 0);
    if (joined.length < length) joined = Buffer.allocUnsafe(Math.max(length, 2 * joined.length));
    let filled = 0;
    for (const piece of inputs) filled += piece.copy(joined, filled);
    return frameOf(joined.subarray(0, length), at);
  };

  /** One frame of `bytes` into `output` from `at`; returns where the frame ends. */
  const frameOf = (bytes: Buffer, at: number): number => {
    context ??= keptContext(params)!;
    const { engine, handle, state } = context;
    let inOffset = 0;
    let inLength = bytes.length;
    let outOffset = at;
    for (;;) {
      handle.writeSync(constants.ZSTD_e_end, bytes, inOffset, inLength, output, outOffset, output.length - outOffset);
      if (engine.destroyed) {
        // Node's handle reported an error (it destroys the stream): this context is done with.
        context = undefined;
        throw engine.errored ?? new Error("zstd compression failed");
      }
      const [outLeft, inLeft] = state;
      inOffset += inLength - inLeft!;
      inLength = inLeft!;
      outOffset = output.length - outLeft!;
      // Output space left over means the frame is complete (as in Node's processChunkSync).
      if (outLeft !== 0) return outOffset;
      grow(output.length * 2, outOffset);
    }
  };

  /** A larger output space, with the first `used` bytes of the current one. */
  const grow = (bytes: number, used: number) => {
    const larger = Buffer.allocUnsafe(bytes);
    output.copy(larger, 0, 0, used);
    output = larger;
  };

  return {
    kept,
    frames(pieces) {
      if (!kept) return Buffer.concat(pieces.map((piece) => (isFrame(piece) ? piece.frame : zstdCompressSync(Buffer.concat(piece), { params }))));
      let length = 0;
      try {
        for (const piece of pieces) {
          if (isFrame(piece)) {
            if (output.length < length + piece.frame.length) grow(2 * (length + piece.frame.length), length);
            length += piece.frame.copy(output, length);
          } else {
            length = frameInto(piece, length);
          }
        }
      } catch (error) {
        context = undefined;
        throw error;
      }
      const frames = Buffer.allocUnsafe(length);
      output.copy(frames, 0, 0, length);
      if (output.length > MAX_KEPT_BYTES) output = Buffer.allocUnsafe(INITIAL_OUTPUT_BYTES);
      if (joined.length > MAX_KEPT_BYTES) joined = EMPTY;
      return frames;
    },
  };
}

type KeptContext = { engine: ZstdCompress; handle: ZstdHandle; state: Uint32Array };
type ZstdHandle = {
  writeSync(flush: number, input: Buffer, inOffset: number, inLength: number, output: Buffer, outOffset: number, outLength: number): void;
};

function keptContext(params: Record<number, number>): KeptContext | undefined {
  const engine = createZstdCompress({ params });
  const { _handle: handle, _writeState: state } = engine as unknown as { _handle?: Partial<ZstdHandle>; _writeState?: unknown };
  if (typeof handle?.writeSync !== "function" || !(state instanceof Uint32Array) || state.length < 2) {
    engine.destroy();
    return undefined;
  }
  // Errors are read from `destroyed` right after each call; the stream's own 'error' event comes later and is not needed.
  engine.on("error", () => {});
  return { engine, handle: handle as ZstdHandle, state };
}
