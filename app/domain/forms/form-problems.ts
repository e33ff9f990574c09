import type { z } from "zod";

/** One message per field, keyed by the field's name (`specifications.2.label` for nested rows). */
export type FieldErrors = Partial<Record<string, string>>;

/** A refused form: the toast's title and description (its first problem), and every field's message. */
export type FormProblem = { title: string; description: string; fieldErrors: FieldErrors };

/**
 * Reads a schema's refusal the same way in the browser and in the action. The schemas list
 * their checks in the order the shopper should hear about them (the spec's order, where it
 * gives one), so the first issue is the toast; a refinement may name the toast's title in
 * `params.title`.
 */
function formProblem(error: z.ZodError, fallbackTitle = "Error"): FormProblem {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) fieldErrors[issue.path.join(".") || "form"] ??= issue.message;
  const first = error.issues[0];
  const title = first && "params" in first && typeof first.params?.title === "string" ? first.params.title : fallbackTitle;
  return { title, description: first?.message ?? "Please check the form and try again.", fieldErrors };
}

/** The parsed form, or what is wrong with it. */
export function checkForm<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  fallbackTitle?: string,
): { ok: true; data: z.output<Schema> } | ({ ok: false } & FormProblem) {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, ...formProblem(result.error, fallbackTitle) };
}

/** A form's text fields as strings ("" when missing or a file), whatever posted it. */
export function formTexts<Name extends string>(form: FormData, names: readonly Name[]): Record<Name, string> {
  const texts = {} as Record<Name, string>;
  for (const name of names) {
    const value = form.get(name);
    texts[name] = typeof value === "string" ? value : "";
  }
  return texts;
}
