import { describe, expect, it } from "vitest";
import { expiredSessionCookies, hasFlashToast, hasPersonalCookie, hasSessionCookie, SESSION_COOKIE_NAMES, sessionToken } from "./session-cookies";

describe("session cookie names", () => {
  it("knows both session cookies, with and without the HTTPS prefix", () => {
    expect(SESSION_COOKIE_NAMES).toEqual([
      "shop.session_token",
      "__Secure-shop.session_token",
      "shop.session_data",
      "__Secure-shop.session_data",
    ]);
  });

  it("finds a session token anywhere in a Cookie header, and nothing that only looks like one", () => {
    expect(hasSessionCookie("shop.session_token=abc")).toBe(true);
    expect(hasSessionCookie("a=1; __Secure-shop.session_token=abc")).toBe(true);
    expect(hasSessionCookie("xshop.session_token=abc")).toBe(false);
    expect(hasSessionCookie("shopXsession_token=abc")).toBe(false);
    expect(hasSessionCookie("shop.session_data=abc")).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });

  it("treats a flash toast as personal too", () => {
    expect(hasPersonalCookie("shop_toast=x")).toBe(true);
    expect(hasPersonalCookie("a=1; shop.session_token=x")).toBe(true);
    expect(hasPersonalCookie("theme=dark")).toBe(false);
  });

  it("reads the session token's value, and tells a flash toast apart", () => {
    expect(sessionToken("a=1; shop.session_token=abc.sig%3D; b=2")).toBe("abc.sig%3D");
    expect(sessionToken("__Secure-shop.session_token=xyz")).toBe("xyz");
    expect(sessionToken("shop.session_token=; a=1")).toBeNull();
    expect(sessionToken("xshop.session_token=abc")).toBeNull();
    expect(sessionToken(undefined)).toBeNull();
    expect(hasFlashToast("a=1; shop_toast=x")).toBe(true);
    expect(hasFlashToast("shop.session_token=x")).toBe(false);
  });

  it("expires every session cookie", () => {
    expect(expiredSessionCookies()).toEqual(
      SESSION_COOKIE_NAMES.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`),
    );
  });
});
