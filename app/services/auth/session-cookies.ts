/**
 * The names of the cookies the shop sets, in one place: Better Auth's session cookies (their
 * prefix is configured in auth.server.ts), and the flash toast. Behind HTTPS Better Auth adds
 * the `__Secure-` prefix.
 */
export const AUTH_COOKIE_PREFIX = "shop";
export const FLASH_TOAST_COOKIE = "shop_toast";

const SESSION_TOKEN = `${AUTH_COOKIE_PREFIX}.session_token`;
const SESSION_DATA = `${AUTH_COOKIE_PREFIX}.session_data`;

/** Every name a session may be stored under, with and without the HTTPS prefix. */
export const SESSION_COOKIE_NAMES = [SESSION_TOKEN, SESSION_DATA].flatMap((name) => [name, `__Secure-${name}`]);

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SESSION_TOKEN_IN_HEADER = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${literal(SESSION_TOKEN)}=`);
const PERSONAL_COOKIE_IN_HEADER = new RegExp(
  `(?:^|;\\s*)(?:(?:__Secure-)?${literal(SESSION_TOKEN)}|${literal(FLASH_TOAST_COOKIE)})=`,
);

/** True when a Cookie header carries a session token (known without a database query). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return SESSION_TOKEN_IN_HEADER.test(cookieHeader ?? "");
}

const SESSION_TOKEN_VALUE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${literal(SESSION_TOKEN)}=([^;]*)`);
const FLASH_TOAST_IN_HEADER = new RegExp(`(?:^|;\\s*)${literal(FLASH_TOAST_COOKIE)}=`);

/** The session token's cookie value (signed; opaque here), or null. */
export function sessionToken(cookieHeader: string | null | undefined): string | null {
  const value = SESSION_TOKEN_VALUE.exec(cookieHeader ?? "")?.[1]?.trim();
  return value ? value : null;
}

/** True when a Cookie header carries a flash toast (a one-off message for the next page). */
export function hasFlashToast(cookieHeader: string | null | undefined): boolean {
  return FLASH_TOAST_IN_HEADER.test(cookieHeader ?? "");
}

/** True when a response to this Cookie header would be personal (a session) or one-off (a flash toast). */
export function hasPersonalCookie(cookieHeader: string | null | undefined): boolean {
  return PERSONAL_COOKIE_IN_HEADER.test(cookieHeader ?? "");
}

/** Set-Cookie values that delete every session cookie (a sign-out the auth library could not finish). */
export function expiredSessionCookies(): string[] {
  return SESSION_COOKIE_NAMES.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
}
