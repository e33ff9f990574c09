export type Credentials = { email: string; password: string };

/**
 * The e-mail (trimmed) and password of a sign-in form, or null when either is empty. The
 * browser uses it to answer at once, and the server again for requests that skip the browser.
 */
export function readCredentials(form: FormData): Credentials | null {
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  return email && password ? { email, password } : null;
}
