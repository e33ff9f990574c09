import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { checkForm, formTexts, type FieldErrors } from "~/domain/forms/form-problems";
import { toast } from "~/hooks/use-toast";

type Shown = { errors: FieldErrors; basis: FieldErrors | undefined };

/**
 * Checks a form with its schema when it is submitted, before anything is sent: a problem
 * stops the submission, shows the schema's first message as a toast, marks every field it
 * names and moves focus to the first. After a submission, the action's own field messages
 * (`serverErrors`, from `actionData` or `fetcher.data`) take their place.
 */
export function useCheckedSubmit(
  schema: z.ZodType,
  fields: readonly string[],
  serverErrors: FieldErrors | undefined,
  fallbackTitle?: string,
) {
  const [shown, setShown] = useState<Shown | null>(null);
  const fieldErrors = shown && shown.basis === serverErrors ? shown.errors : (serverErrors ?? {});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
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

  return { onSubmit, fieldErrors };
}
