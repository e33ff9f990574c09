import { useEffect, type ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorScreen } from "~/components/error-screen";
import { HistoryEntryScript } from "~/components/history-entry-script";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/ui/toaster";
import { VerifyEmailBanner } from "~/components/verify-email-banner";
import { useCurrentUser } from "~/hooks/use-current-user";
import { toast } from "~/hooks/use-toast";
import { APP_CSS_ID, STYLESHEET_MARKER } from "~/lib/inline-stylesheet";
import { useNonce } from "~/lib/nonce";
import { useMarkDocumentHydrated } from "~/hooks/use-hydrated";
import { getServices } from "~/web/context.server";
import { methodNotAllowedMiddleware } from "~/web/method-not-allowed.server";
import { getCurrentUser, sessionMiddleware } from "~/web/session.server";
import { readFlashToast } from "~/web/toast.server";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  // Found only once the stylesheet is parsed otherwise; every page's text needs it.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The stylesheet's text for the page's `<style>`: on the server a marker, which the stylesheet's
 * bytes replace once the page is written (app/web/inline-stylesheet.server.ts); the browser
 * takes it from the page it was sent, so the ~57 KB are not in the scripts too. A render of the
 * document in the browser (React's recovery from a failed hydration) then keeps the same styles.
 */
const appCss = import.meta.env.SSR ? STYLESHEET_MARKER : (document.getElementById(APP_CSS_ID)?.textContent ?? "");

export const middleware: Route.MiddlewareFunction[] = [methodNotAllowedMiddleware, sessionMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getServices(context);
  const flash = await readFlashToast(context, request);
  return data(
    {
      shop: {
        name: config.SHOP_NAME,
        supportPhone: config.SUPPORT_PHONE,
        supportEmail: config.SUPPORT_EMAIL,
        marketingSiteUrl: config.MARKETING_SITE_URL,
      },
      baseUrl: config.BASE_URL,
      user: getCurrentUser(context),
      googleSignIn: Boolean(config.GOOGLE_CLIENT_ID),
      toast: flash.toast,
    },
    flash.headers ? { headers: flash.headers } : undefined,
  );
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  const user = useCurrentUser();
  return (
    // A shared catalogue page gets `data-viewer` from the server for a signed-in shopper (decision 023).
    <html lang="en-IN" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3fa6" />
        <Meta />
        {/*
         * The whole stylesheet (~57 KB, ~11 KB compressed) in the page rather than linked: on a
         * slow phone network the linked file cost a round trip before the first paint, while the
         * page's scripts queued ahead of the paint (docs/decisions/020).
         */}
        <style id={APP_CSS_ID} dangerouslySetInnerHTML={{ __html: appCss }} />
        <Links />
        {/*
         * Zod probes for `new Function` (to compile fast parsers) when the first object schema
         * is made; under this CSP (no 'unsafe-eval') the probe is a reported violation on every
         * page. `jitless` skips it. It must be set before any schema module runs, which a module
         * cannot promise (the bundler orders chunks), so it is a plain script ahead of them. It
         * fills the object that zod's `z.config()` writes to (globalThis.__zod_globalConfig,
         * zod/v4/core/core.js); a browser test checks the page has no CSP violation.
         */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true}" }} />
        <HistoryEntryScript />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <SiteHeader shop={root?.shop} user={user} />
        {user && !user.emailVerified ? <VerifyEmailBanner email={user.email} /> : null}
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter shop={root?.shop} />
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useMarkDocumentHydrated();
  const flash = loaderData.toast;
  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen title="Oops! Page not found" linkTo="/" linkLabel="Return to Home" />;
  }
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorScreen
        title={error.status === 403 ? "Access denied" : "Something went wrong"}
        // A 405's data is React Router's note to developers ("You made a POST request to …").
        message={error.status === 405 ? PAGE_REFUSES_METHOD : (refusalMessage(error.data) ?? error.statusText)}
        linkTo="/"
        linkLabel="Return to Home"
      />
    );
  }
  return (
    <ErrorScreen
      title="Something went wrong"
      message="Please try again in a moment."
      linkTo="/"
      linkLabel="Return to Home"
    />
  );
}

const PAGE_REFUSES_METHOD = "This page cannot take that request. Open it again and use its buttons and forms.";

/** What a thrown refusal says: a plain message, an action's toast, or a JSON `{ error }`. */
function refusalMessage(data: unknown): string | null {
  if (typeof data === "string") return data;
  if (typeof data !== "object" || data === null) return null;
  const { toast, error } = data as { toast?: { description?: unknown }; error?: unknown };
  if (typeof toast?.description === "string") return toast.description;
  return typeof error === "string" ? error : null;
}
