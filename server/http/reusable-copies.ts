/**
 * Ready-to-send copies of one kept answer, reused from response to response (decision 026).
 *
 * A kept page differs between two responses only in a few holes (the CSP nonce, and in a gzip
 * copy the trailer's CRC). Building each response's body afresh allocated and copied the whole
 * page per hit — for the 172 KB listing a quarter of a hit's CPU, and a third more in the
 * garbage collector, which large short-lived buffers keep busy. Here a response takes a copy,
 * its holes are overwritten in place, and the copy comes back once Node has handed the whole
 * response to the operating system (`finish`): from then on nothing reads it.
 */
export type CopyTemplate = {
  /** A new copy; what its holes hold does not matter. */
  make: () => Buffer;
  /** Writes this response's hole bytes into `copy`, and whatever depends on them. */
  fill: (copy: Buffer, hole: Buffer) => void;
};

export type TakenCopy = {
  body: Buffer;
  /**
   * Call when the response closes (never earlier), saying whether it finished: a finished one's
   * copy may serve another response; one cut off may still be referenced by a write Node has
   * not finished, so it is left to the garbage collector and a new copy made when needed.
   * Absent when the body is nobody's to give back (a copy made for this response alone).
   */
  done?: (finished: boolean) => void;
};

export type ReusableCopies = {
  take: (hole: Buffer) => TakenCopy;
  /** Bytes of the copies made and kept for reuse (`first` not counted). */
  readonly bytes: number;
};

/**
 * At most `keep` copies are kept (`first`, when given, and those made as hits need them,
 * counted through `onKeep`); a hit that finds every kept copy still on its way out gets a copy
 * of its own, left to the garbage collector, as before.
 */
export function reusableCopies(
  template: CopyTemplate,
  { keep, first, onKeep }: { keep: number; first?: Buffer; onKeep?: (bytesChange: number) => void },
): ReusableCopies {
  const free: Buffer[] = first ? [first] : [];
  let kept = free.length;
  let bytes = 0;
  return {
    take(hole) {
      let body = free.pop();
      let reusable = body !== undefined;
      if (!body) {
        body = template.make();
        if (kept < keep) {
          kept += 1;
          bytes += body.length;
          reusable = true;
          onKeep?.(body.length);
        }
      }
      template.fill(body, hole);
      if (!reusable) return { body };
      const copy = body;
      let given = false;
      return {
        body,
        done: (finished) => {
          if (given) return;
          given = true;
          if (finished) return void free.push(copy);
          kept -= 1;
          if (copy === first) return;
          bytes -= copy.length;
          onKeep?.(-copy.length);
        },
      };
    },
    get bytes() {
      return bytes;
    },
  };
}

/** The parts of a page cut at each hole (kept-body.ts `splitAt`) with `hole` between each two, as one new buffer. */
export function withHoles(parts: Buffer[], hole: Buffer): Buffer {
  return Buffer.concat(parts.flatMap((part, i) => (i ? [hole, part] : [part])));
}

/** A page cut at each hole (kept-body.ts `splitAt`): copies with the hole bytes between the parts. */
export function pageTemplate(parts: Buffer[], holeLength: number): CopyTemplate {
  const holes: number[] = [];
  let length = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      holes.push(length);
      length += holeLength;
    }
    length += part.length;
  });
  return {
    make: () => {
      const copy = Buffer.allocUnsafeSlow(length);
      let at = 0;
      parts.forEach((part, i) => {
        if (i > 0) at += holeLength;
        at += part.copy(copy, at);
      });
      return copy;
    },
    fill: (copy, hole) => {
      for (const at of holes) hole.copy(copy, at);
    },
  };
}
