import { KeyRound } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthCard } from "~/components/auth-card";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { NEW_PASSWORD_FIELDS, NewPasswordSchema, RESET_FAILED, RESET_LINK_INVALID } from "~/domain/auth/password-reset";
import { useActionToast } from "~/hooks/use-action-toast";
import { useCheckedSubmit } from "~/hooks/use-checked-submit";
import { seoMeta } from "~/lib/seo";

export { action, loader } from "./reset-password.server";

export function meta() {
  return seoMeta({ title: "Choose a new password", description: "Set a new password for your account.", noIndex: true });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/reset-password");
  useActionToast(actionData);
  const checked = useCheckedSubmit(NewPasswordSchema, NEW_PASSWORD_FIELDS, actionData?.fieldErrors, RESET_FAILED);
  const linkInvalid = !loaderData.token || actionData?.toast?.title === RESET_LINK_INVALID.title;
  return (
    <AuthCard
      title="Choose a new password"
      description="Your new password signs out every device where your account is signed in."
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      footer={
        <Link to="/forgot-password" className="font-medium text-primary underline underline-offset-4">
          Ask for a new link
        </Link>
      }
    >
      {linkInvalid ? (
        <p role="alert" className="mb-4 rounded-md border border-destructive/40 px-3 py-2 text-sm">
          {RESET_LINK_INVALID.description}
        </p>
      ) : null}
      <Form method="post" noValidate className="space-y-4" onSubmit={checked.onSubmit}>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormField label="New password" name="password" type="password" autoComplete="new-password" error={checked.fieldErrors.password} />
        <FormField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={checked.fieldErrors.confirmPassword}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Saving..." : "Set new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
