import { refused } from "./action-result.server";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The request's form fields. A body that is not a form (JSON, text, a multipart without its
 * boundary) is answered with a clear 4xx instead of failing inside the action.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw notAForm(415, "Please send the form as a web form.");
  try {
    return await request.formData();
  } catch {
    throw notAForm(400, "The form could not be read. Please try again.");
  }
}

/** True when the request says (Content-Length) that its body is larger than `limit`: refuse it before reading it. */
export function isOversizedBody(request: Request, limit: number): boolean {
  const length = Number(request.headers.get("Content-Length"));
  return Number.isFinite(length) && length > limit;
}

/** The request's JSON body, or a clear 4xx when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") throw notAForm(415, "Please send JSON.");
  try {
    return await request.json();
  } catch {
    throw notAForm(400, "The request could not be read. Please try again.");
  }
}

/** Thrown, so the action never runs on it: the route's error boundary shows the message. */
function notAForm(status: 400 | 415, description: string) {
  return refused({ title: "Error", description }, { status });
}
