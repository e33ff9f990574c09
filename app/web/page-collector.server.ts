/**
 * Where React writes a page that is ready as a whole: React's chunks kept as the strings they
 * are, joined and encoded as UTF-8 once when React ends the page (docs/decisions/044).
 *
 * React's Node build encodes every chunk — each tag, attribute name and value, ~3,000 for a
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

export function pageCollector(done: (page: Buffer<ArrayBuffer>) => void, failed: (error: unknown) => void): PageCollector {
  const chunks: string[] = [];
  let finished = false;
  const collector: PageCollector = {
    write(chunk) {
      chunks.push(chunk);
      return true;
    },
    end() {
      if (finished) return;
      finished = true;
      done(Buffer.from(chunks.join(""), "utf8"));
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
