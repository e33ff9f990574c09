import { Writable } from "node:stream";
import { Suspense, use } from "react";
import { renderToPipeableStream as renderWithNodeBuild } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server.bun";
import { describe, expect, it } from "vitest";
import { pageCollector } from "./page-collector.server";

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

/** What the shop's entry does: React's Bun build, piped into a collector once all is ready. */
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
