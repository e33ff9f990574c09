/**
 * Where React writes a page that is ready as a whole: React's chunks kept as the strings they
 * are and encoded as UTF-8 a group at a time; the page handed on in one piece when React ends
 * it (docs/decisions/044).
 *
 * React's Node build encodes every chunk — each tag, attribute name and value, ~2,400 for a
 * product page — into 4 KB byte views as it goes, and hands each view to a `Writable`; its Bun
 * build (`react-dom/server.bun`, the same renderer) hands the strings to `write` unencoded. The
 * renderer calls nothing else on its destination than this object has: `write`, `end`, `on`
 * (for "drain", "error" and "close", which never happen here: nothing is written after `end`
 * and nothing waits), and `destroy` when a render is given up after it was piped.
 */
export type PageCollector = {
  write(chunk: string): boolean;
  end(): void;
  on(event: string, listener: (...args: unknown[]) => void): PageCollector;
  destroy(error?: unknown): void;
};

/**
 * Chunks joined and encoded this many at a time. Joining the whole page first made one string
 * of its size — twice its size as soon as one "₹" or "★" is in it, since a JavaScript string
 * holding one such character is stored two bytes a character — which raised the memory bench's
 * peak by ~15 MB and encoded slower (~2 ns a character against memcpy speed for plain text).
 */
const CHUNKS_PER_GROUP = 64;

export function pageCollector(done: (page: Buffer<ArrayBuffer>) => void, failed: (error: unknown) => void): PageCollector {
  const group: string[] = [];
  const encoded: Buffer[] = [];
  let bytes = 0;
  let finished = false;
  const encodeGroup = () => {
    const part = Buffer.from(group.join(""), "utf8");
    encoded.push(part);
    bytes += part.length;
    group.length = 0;
  };
  const collector: PageCollector = {
    write(chunk) {
      group.push(chunk);
      if (group.length === CHUNKS_PER_GROUP) encodeGroup();
      return true;
    },
    end() {
      if (finished) return;
      finished = true;
      if (group.length > 0) encodeGroup();
      done(Buffer.concat(encoded, bytes));
    },
    on() {
      return collector;
    },
    destroy(error) {
      if (finished) return;
      finished = true;
      failed(error ?? new Error("the page's render was given up"));
    },
  };
  return collector;
}
