import { ShieldCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin-login";
import { AuthCard } from "~/components/auth-card";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/hooks/use-action-toast";
import { useCheckedSubmit } from "~/hooks/use-checked-submit";
import { forwardActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";


/** The form's schema, fetched when the form is first used (zod stays out of the page's first load). */
const loadAdminLoginSchema = () => import("~/domain/auth/credentials").then((module) => module.AdminLoginSchema);

export { action, loader } from "./admin-login.server";

export const headers = forwardActionHeaders;

export function meta() {
  return seoMeta({ title: "Admin Login", description: "Administrator sign-in.", noIndex: true });
}

export default function AdminLoginPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin-login";
  useActionToast(actionData);
  const checked = useCheckedSubmit(loadAdminLoginSchema, ["email", "password"], actionData?.fieldErrors);
  return (
    <AuthCard
      title="Admin Login"
      description="Sign in with the administrator account to manage the shop."
      icon={<ShieldCheck className="size-6" aria-hidden="true" />}
    >
      <Form method="post" action="/admin-login" noValidate className="space-y-4" onSubmit={checked.onSubmit} onFocus={checked.onFocus}>
        <FormField
          label="Admin Email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={checked.fieldErrors.email}
        />
        <FormField label="Password" name="password" type="password" autoComplete="current-password" error={checked.fieldErrors.password} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing In..." : "Sign In as Admin"}
        </Button>
      </Form>
    </AuthCard>
  );
}
