import { data } from "react-router";
import type { FieldErrors, FormProblem } from "~/domain/forms/form-problems";
import type { ToastMessage } from "~/domain/toast";
import type { RateLimitResult } from "~/services/rate-limit/rate-limits.server";

/**
 * Every action answers with one shape, `{ ok, toast, fieldErrors }` (plus what a success
 * needs to hand back, such as a new product's id). Components read it through
 * `useFetcher<typeof action>()` or `actionData`, typed by the action itself.
 */
type Refusal = { status?: number; fieldErrors?: FieldErrors; headers?: HeadersInit };

export function refused(toast: Omit<ToastMessage, "variant">, { status = 400, fieldErrors = {}, headers }: Refusal = {}) {
  return data(
    { ok: false as const, toast: { ...toast, variant: "destructive" as const } satisfies ToastMessage, fieldErrors },
    { status, headers },
  );
}

/** A form its schema refused: the first problem as the toast, every field's message on its field. */
export function refusedForm({ title, description, fieldErrors }: FormProblem, status = 400) {
  return refused({ title, description }, { status, fieldErrors });
}

export function succeeded<Extra extends Record<string, unknown> = Record<never, never>>(
  toast: ToastMessage | null,
  extra?: Extra,
) {
  return data({ ok: true as const, toast, fieldErrors: {} as FieldErrors, ...(extra as Extra) });
}

/** Past a rate limit: 429 with `Retry-After`, and a toast that says how long to wait. */
export function tooManyAttempts(verdict: RateLimitResult) {
  return refused(
    { title: "Too many attempts", description: `Please wait ${verdict.retryAfterSeconds} seconds and try again.` },
    { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
  );
}
