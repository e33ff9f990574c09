import { createCookie, redirect, type Cookie } from "react-router";
import type { Config } from "~/config.server";
import { ToastMessageSchema, type ToastMessage } from "~/domain/toast";

const cookies = new WeakMap<Config, Cookie>();

/** A signed, short-lived cookie that carries one toast across a redirect. */
function toastCookie(config: Config): Cookie {
  let cookie = cookies.get(config);
  if (!cookie) {
    cookie = createCookie("shop_toast", {
      secrets: [config.AUTH_SECRET],
      httpOnly: true,
      sameSite: "lax",
      secure: config.BASE_URL.startsWith("https://"),
      path: "/",
      maxAge: 60,
    });
    cookies.set(config, cookie);
  }
  return cookie;
}

export async function redirectWithToast(
  config: Config,
  url: string,
  toast: ToastMessage,
  init: ResponseInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(config).serialize(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast, if any, and the header that clears it. */
export async function readFlashToast(
  config: Config,
  request: Request,
): Promise<{ toast: ReturnType<typeof ToastMessageSchema.parse> | null; headers: Headers | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("shop_toast=")) return { toast: null, headers: null };
  const cookie = toastCookie(config);
  const parsed = ToastMessageSchema.safeParse(await cookie.parse(header));
  const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
