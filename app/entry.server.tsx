// The Bun build of React's renderer writes its chunks as strings (docs/decisions/044).
import { renderToPipeableStream } from "react-dom/server.bun";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { createCardMarkup } from "~/components/card-markup.server";
import { KeptBlockProvider } from "~/components/kept-block";
import { createKeptBlockMarkup } from "~/components/kept-block-markup.server";
import { applyEdits } from "~/lib/page-edits.server";
import { ListingProductsInPageProvider } from "~/components/listing-products-in-page";
import { PrerenderedCardsProvider } from "~/components/prerendered-cards";
import { NonceProvider } from "~/lib/nonce";
import { getRequestInfo } from "~/web/context.server";
import { stylesheetEdit } from "~/web/inline-stylesheet.server";
import { listingProductsBlock } from "~/web/listing-products-block.server";
import { pageCollector } from "~/web/page-collector.server";
import { scriptsAfterFirstPaintEdits } from "~/web/scripts-after-first-paint.server";

export const streamTimeout = 5_000;

/** Listing cards' markup, kept across requests (one per process). */
const cardMarkup = createCardMarkup();
/** The site's header and footer markup, kept across requests (one per process). */
const keptBlockMarkup = createKeptBlockMarkup();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, log } = getRequestInfo(loadContext);
  const cards = cardMarkup.forPage();
  const blocks = keptBlockMarkup.forPage();
  const productsBlock = listingProductsBlock();
  const renderStarted = performance.now();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // The whole page is ready as soon as its loaders are (no slow Suspense boundaries), so
    // it is collected and sent in one piece: streaming it in ~40 small chunks through three
    // stream layers cost a quarter of the server's time per page.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        {/* Not in development, where an edited header would not change the kept copy. */}
        <KeptBlockProvider value={import.meta.env.DEV ? null : blocks.keep}>
          <PrerenderedCardsProvider value={cards.cards}>
            <ListingProductsInPageProvider value={productsBlock.put}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ListingProductsInPageProvider>
          </PrerenderedCardsProvider>
        </KeptBlockProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const collector = pageCollector(
            (page) => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              try {
                // The stylesheet, the kept header, footer and listing cards and the listing's
                // products go in; the page paints before its scripts are requested (docs/decisions/020)
                // — not in development, where Vite's refresh runtime must be imported ahead of the routes.
                const edits = [...blocks.edits(page), ...cards.edits(page), ...productsBlock.edits(page)];
                const stylesheet = stylesheetEdit(page);
                if (stylesheet) edits.push(stylesheet);
                if (!import.meta.env.DEV) edits.push(...scriptsAfterFirstPaintEdits(page));
                const html = applyEdits(page, edits);
                // React's part of the answer's time (server/http/server-timing.ts adds db, app, total).
                responseHeaders.append("Server-Timing", `render;dur=${(performance.now() - renderStarted).toFixed(1)}`);
                resolve(new Response(oneChunkStream(html), { headers: responseHeaders, status: responseStatusCode }));
              } catch (error) {
                reject(error);
              }
            },
            reject,
          );
          // React's types ask for a Node stream; the renderer uses only what the collector has.
          pipe(collector as unknown as NodeJS.WritableStream);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, "error while rendering a page");
        },
      },
    );
  });
}

/** Errors reach the log with the request id; the person sees the error screen. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const info = (() => {
    try {
      return getRequestInfo(context);
    } catch {
      return null;
    }
  })();
  const path = new URL(request.url).pathname;
  // The router's own refusals (a POST to a page without an action: 405) are the request's fault, not the shop's.
  if (isRouteErrorResponse(error) && error.status < 500) info?.log.warn({ status: error.status, method: request.method, path }, "request refused by the router");
  else if (info) info.log.error({ err: error, path }, "unhandled error");
  else console.error(error);
};

/**
 * The page as a body without a copy: a Response made from bytes copies them (undici), one more
 * 170 KB allocation per listing rendered, which the memory bench's peak is made of.
 */
function oneChunkStream(page: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(page);
      controller.close();
    },
  });
}
