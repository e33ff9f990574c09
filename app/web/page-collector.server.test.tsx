import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Writable } from "node:stream";
import { Suspense, use } from "react";
import { renderToPipeableStream as renderWithNodeBuild } from "react-dom/server";
import type { renderToPipeableStream as RenderToPipeableStream } from "react-dom/server.bun";
import { describe, expect, it } from "vitest";
import { reactBunRendererFile, withChunkLengths } from "../../scripts/build/react-chunk-lengths";
import { pageCollector } from "./page-collector.server";

/** React's Bun build as the server build has it: its chunks measured by length (decision 045). */
function bunBuildAsBuilt(): typeof RenderToPipeableStream {
  // The build react-dom/server.bun would pick: its development build under Vitest, as React is here.
  const file = reactBunRendererFile(process.env.NODE_ENV === "production" ? "production" : "development");
  const module = { exports: {} as { renderToPipeableStream: typeof RenderToPipeableStream } };
  // Its own require, so it renders with the one React the components here use.
  new Function("require", "module", "exports", withChunkLengths(readFileSync(file, "utf8"), file))(createRequire(file), module, module.exports);
  return module.exports.renderToPipeableStream;
}
const renderToPipeableStream = bunBuildAsBuilt();

/** The same page from React's Node build, written into a Writable as bytes. */
function collectWithNodeBuild(element: React.ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const destination = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks));
        callback();
      },
    });
    const { pipe } = renderWithNodeBuild(element, { onAllReady: () => pipe(destination), onShellError: reject });
  });
}

/** What the shop's entry does: React's Bun build (as built), piped into a collector once all is ready. */
function collect(element: React.ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(pageCollector(resolve, reject) as unknown as NodeJS.WritableStream),
      onShellError: reject,
    });
  });
}

const later = (text: string) => new Promise<string>((resolve) => setTimeout(() => resolve(text), 5));

function Price({ text }: { text: Promise<string> }) {
  return <output>{use(text)}</output>;
}

function Page({ text }: { text: Promise<string> }) {
  return (
    <main>
      <h1 title={'Luminous "Zelio+" 1100 <sine wave> & more'}>Inverter — ₹12,499</h1>
      <ul>
        {Array.from({ length: 500 }, (_, index) => (
          <li key={index} className="card">{`Battery ${index} · 150Ah`}</li>
        ))}
      </ul>
      <Suspense fallback={<p>Loading</p>}>
        <Price text={text} />
      </Suspense>
    </main>
  );
}

describe("pageCollector", () => {
  it("hands on the page React wrote, as UTF-8 bytes, the same markup as React's Node build writes", async () => {
    const page = await collect(<Page text={later("₹ 1,999")} />);
    expect(page.equals(await collectWithNodeBuild(<Page text={later("₹ 1,999")} />))).toBe(true);
    expect(page.includes(Buffer.from("Inverter — ₹12,499", "utf8"))).toBe(true);
    expect(page.includes(Buffer.from("<output>₹ 1,999</output>", "utf8"))).toBe(true);
  });

  it("sends a large finished boundary out of line where React's Node build does: chunk sizes still count", async () => {
    // Past React's 12,800 bytes, a finished boundary of more than 500 goes after the page with a script to put it in place.
    const Long = ({ text }: { text: Promise<string> }) => (
      <main>
        <p>{"Inverter battery ".repeat(1_000)}</p>
        <Suspense fallback={<p>Loading</p>}>
          <Price text={text} />
          <p>{"Tubular, 150Ah ".repeat(100)}</p>
        </Suspense>
      </main>
    );
    const page = await collect(<Long text={later("Rs 1,999")} />);
    expect(page.toString("utf8")).toContain('<template id="B:0"></template>');
    expect(page.equals(await collectWithNodeBuild(<Long text={later("Rs 1,999")} />))).toBe(true);
  });

  it("hands on a page once, and a render given up after it was piped as a failure", () => {
    const pages: Buffer[] = [];
    const failures: unknown[] = [];
    const collector = pageCollector((page) => pages.push(page), (error) => failures.push(error));
    collector.write("<p>");
    collector.write("₹");
    collector.end();
    collector.end();
    collector.destroy(new Error("late"));
    expect(pages.map((page) => page.toString("utf8"))).toStrictEqual(["<p>₹"]);
    expect(failures).toStrictEqual([]);

    const given = pageCollector((page) => pages.push(page), (error) => failures.push(error));
    given.write("<p>");
    given.destroy(new Error("the stream timed out"));
    given.end();
    expect(pages).toHaveLength(1);
    expect(failures).toStrictEqual([new Error("the stream timed out")]);
  });
});
