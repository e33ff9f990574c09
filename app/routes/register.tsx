import { UserPlus } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { AuthCard } from "~/components/auth-card";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import {
  readRegistrationForm,
  RegistrationSchema,
  registrationProblem,
} from "~/domain/auth/registration-schema";
import { toast } from "~/hooks/use-toast";
import { useActionToast } from "~/hooks/use-action-toast";
import { forwardActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { useRootData } from "~/root";
import { getServices } from "~/services/app-context.server";
import { registerCustomer } from "~/services/auth/register-customer.server";
import { getCurrentUser } from "~/services/auth/session.server";
import { cookieHeaders } from "~/services/auth/sign-in.server";
import { limitAuthAttempts } from "~/services/rate-limit/auth-attempts.server";
import { redirectWithToast } from "~/services/toast/flash-toast.server";

export async function loader({ context }: Route.LoaderArgs) {
  if (getCurrentUser(context)) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  if (getCurrentUser(context)) throw redirect("/");
  const limited = await limitAuthAttempts(context);
  if (limited) return limited;
  const input = readRegistrationForm(await request.formData());

  // The spec's four checks, in order, exactly as the browser ran them.
  const problem = registrationProblem(input);
  if (problem) return data({ toast: { ...problem, variant: "destructive" as const } }, { status: 400 });
  const parsed = RegistrationSchema.safeParse(input);
  if (!parsed.success) {
    const description = parsed.error.issues[0]?.message ?? "Please check your details and try again.";
    return data({ toast: { title: "Registration failed", description, variant: "destructive" as const } }, { status: 400 });
  }

  const result = await registerCustomer(request, context, parsed.data);
  if (!result.ok) {
    return data(
      { toast: { title: "Registration failed", description: result.message, variant: "destructive" as const } },
      { status: result.status },
    );
  }
  const { config } = getServices(context);
  return redirectWithToast(
    config,
    "/",
    { title: "Registration successful!", description: `Welcome to ${config.SHOP_NAME}, ${parsed.data.username}!` },
    { headers: cookieHeaders(result.setCookie) },
  );
}

export const headers = forwardActionHeaders;

export function meta() {
  return seoMeta({ title: "Create Account", description: "Create your account to shop and track orders.", noIndex: true });
}

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/register";
  const shop = useRootData()?.shop;
  useActionToast(actionData);

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
      <Form
        method="post"
        action="/register"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const problem = registrationProblem(readRegistrationForm(new FormData(event.currentTarget)));
          if (problem) {
            event.preventDefault();
            toast({ ...problem, variant: "destructive" });
          }
        }}
      >
        <FormField label="Username" name="username" autoComplete="username" maxLength={60} />
        <FormField label="Email" name="email" type="email" autoComplete="email" inputMode="email" />
        <FormField label="Phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" maxLength={20} />
        <FormField label="Password" name="password" type="password" autoComplete="new-password" hint="At least 6 characters." />
        <FormField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" />
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
