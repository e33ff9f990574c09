import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { checkForm, formTexts, type FieldErrors } from "~/domain/forms/form-problems";
import { toast } from "~/hooks/use-toast";

type Shown = { errors: FieldErrors; basis: FieldErrors | undefined };

/**
 * A form's schema, or how to fetch it: a page whose first load should not carry zod (~85 KB
 * of script, decision 020) passes `() => import(…)`, and the schema comes once the form is
 * first focused (a tap on its submit button focuses it too).
 */
type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/** Fetched schemas; null when fetching failed (the action still checks the form). */
const fetched = new WeakMap<() => Promise<z.ZodType>, z.ZodType | null>();

function fetchSchema(source: SchemaSource): Promise<void> {
  if (typeof source !== "function" || fetched.has(source)) return Promise.resolve();
  return source().then(
    (schema) => void fetched.set(source, schema),
    () => void fetched.set(source, null),
  );
}

/**
 * Checks a form with its schema when it is submitted, before anything is sent: a problem
 * stops the submission, shows the schema's first message as a toast, marks every field it
 * names and moves focus to the first. After a submission, the action's own field messages
 * (`serverErrors`, from `actionData` or `fetcher.data`) take their place. Spread `onFocus`
 * on the form too when the schema is fetched.
 */
export function useCheckedSubmit(
  source: SchemaSource,
  fields: readonly string[],
  serverErrors: FieldErrors | undefined,
  fallbackTitle?: string,
) {
  const [shown, setShown] = useState<Shown | null>(null);
  const fieldErrors = shown && shown.basis === serverErrors ? shown.errors : (serverErrors ?? {});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const schema = typeof source === "function" ? fetched.get(source) : source;
    if (schema === null) return;
    if (schema === undefined) {
      // Submitted before the schema came: hold the submission, and submit again once it is here.
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void fetchSchema(source).then(() => form.requestSubmit(submitter));
      return;
    }
    const checked = checkForm(schema, formTexts(new FormData(form), fields), fallbackTitle);
    if (checked.ok) {
      setShown({ errors: {}, basis: serverErrors });
      return;
    }
    event.preventDefault();
    setShown({ errors: checked.fieldErrors, basis: serverErrors });
    toast({ title: checked.title, description: checked.description, variant: "destructive" });
    const first = Object.keys(checked.fieldErrors)[0];
    const field = first ? form.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  };

  return { onSubmit, onFocus: () => void fetchSchema(source), fieldErrors };
}
