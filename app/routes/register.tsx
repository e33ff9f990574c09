import { UserPlus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { AuthCard } from "~/components/auth-card";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { REGISTRATION_FAILED, REGISTRATION_FIELDS, RegistrationSchema } from "~/domain/auth/registration-schema";
import { useActionToast } from "~/hooks/use-action-toast";
import { useCheckedSubmit } from "~/hooks/use-checked-submit";
import { forwardActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { useRootData } from "~/root";

export { action, loader } from "./register.server";

export const headers = forwardActionHeaders;

export function meta() {
  return seoMeta({ title: "Create Account", description: "Create your account to shop and track orders.", noIndex: true });
}

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/register";
  const shop = useRootData()?.shop;
  useActionToast(actionData);
  const checked = useCheckedSubmit(RegistrationSchema, REGISTRATION_FIELDS, actionData?.fieldErrors, REGISTRATION_FAILED);
  const errors = checked.fieldErrors;

  return (
    <AuthCard
      title="Create Account"
      description="Join us to shop inverters, UPS systems and batteries."
      icon={<UserPlus className="size-6" aria-hidden="true" />}
      footer={
        shop ? (
          <>
            Need help? Call {shop.supportPhone} or e-mail{" "}
            <a href={`mailto:${shop.supportEmail}`} className="font-medium text-primary underline underline-offset-4">
              {shop.supportEmail}
            </a>
          </>
        ) : null
      }
    >
      <Form method="post" action="/register" noValidate className="space-y-4" onSubmit={checked.onSubmit}>
        <FormField label="Username" name="username" autoComplete="username" maxLength={60} error={errors.username} />
        <FormField label="Email" name="email" type="email" autoComplete="email" inputMode="email" error={errors.email} />
        <FormField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={20} error={errors.phone} />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password}
        />
        <FormField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <p className="text-xs text-muted-foreground">
          By creating an account you agree to our Terms of Service and Privacy Policy.
        </p>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Creating Account..." : "Create Account"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{" "}
          <Link to="/sign-in" className="font-medium text-primary underline underline-offset-4">
            Sign in
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
