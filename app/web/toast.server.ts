import { createCookie, redirect, type Cookie } from "react-router";
import type { Config } from "~/config.server";
import { ToastMessageSchema, type ToastMessage } from "~/domain/toast";
import { FLASH_TOAST_COOKIE } from "~/services/auth/session-cookies";
import { getServices, type Context } from "./context.server";

/** A signed, short-lived cookie that carries one toast across a redirect. Built once at start. */
export function createToastCookie(config: Config): Cookie {
  return createCookie(FLASH_TOAST_COOKIE, {
    secrets: [config.AUTH_SECRET],
    httpOnly: true,
    sameSite: "lax",
    secure: config.BASE_URL.startsWith("https://"),
    path: "/",
    maxAge: 60,
  });
}

export async function redirectWithToast(
  context: Context,
  url: string,
  toast: ToastMessage,
  init: ResponseInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await getServices(context).toastCookie.serialize(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast, if any, and the header that clears it. */
export async function readFlashToast(
  context: Context,
  request: Request,
): Promise<{ toast: ReturnType<typeof ToastMessageSchema.parse> | null; headers: Headers | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${FLASH_TOAST_COOKIE}=`)) return { toast: null, headers: null };
  const cookie = getServices(context).toastCookie;
  const parsed = ToastMessageSchema.safeParse(await cookie.parse(header));
  const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
