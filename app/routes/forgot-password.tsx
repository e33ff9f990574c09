import { KeyRound } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard } from "~/components/auth-card";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { FORGOT_PASSWORD_FAILED, ForgotPasswordSchema, RESET_REQUESTED } from "~/domain/auth/password-reset";
import { useActionToast } from "~/hooks/use-action-toast";
import { useCheckedSubmit } from "~/hooks/use-checked-submit";
import { seoMeta } from "~/lib/seo";

export { action, loader } from "./forgot-password.server";

export function meta() {
  return seoMeta({ title: "Forgot password", description: "Get a link to choose a new password.", noIndex: true });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/forgot-password";
  useActionToast(actionData?.ok ? undefined : actionData);
  const checked = useCheckedSubmit(ForgotPasswordSchema, ["email"], actionData?.fieldErrors, FORGOT_PASSWORD_FAILED);
  return (
    <AuthCard
      title="Forgot password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      footer={
        <Link to="/sign-in" className="font-medium text-primary underline underline-offset-4">
          Back to sign in
        </Link>
      }
    >
      {actionData?.ok ? (
        <p role="status" className="mb-4 rounded-md border border-primary/30 bg-accent px-3 py-2 text-sm">
          <strong>{RESET_REQUESTED.title}.</strong> {RESET_REQUESTED.description}
        </p>
      ) : null}
      <Form method="post" action="/forgot-password" noValidate className="space-y-4" onSubmit={checked.onSubmit}>
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={checked.fieldErrors.email}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send reset link"}
        </Button>
      </Form>
    </AuthCard>
  );
}
