/** Shared by playwright.config.ts (server environment) and the fixtures (sign-in later). */
export const MAIN_PORT = 3210;
export const LARGE_PORT = 3211;
export const MAIN_URL = `http://localhost:${MAIN_PORT}`;
export const LARGE_URL = `http://localhost:${LARGE_PORT}`;
/** An absolute address on the main test shop, for `toHaveURL`. */
export const at = (path: string) => new URL(path, MAIN_URL).href;
/** The back office's product journeys get a shop of their own: they add products. */
export const BACKOFFICE_PORT = 3213;
export const BACKOFFICE_URL = `http://localhost:${BACKOFFICE_PORT}`;

export const ADMIN_EMAIL = "admin@halpower.test";
export const ADMIN_PASSWORD = "Admin#12345";

/** The browser-kept cart (app/stores/cart-store.ts). */
export const CART_STORAGE_KEY = "hal-power-shop:cart";
