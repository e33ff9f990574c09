/**
 * What the server's render puts inside the page's `<style id="app-css">` in place of the
 * stylesheet (root.tsx); `app/web/inline-stylesheet.server.ts` swaps in the stylesheet's bytes
 * once React has written the page. A CSS comment, so a page the swap missed still parses.
 */
export const APP_CSS_ID = "app-css";
export const STYLESHEET_MARKER = "/*app.css*/";
