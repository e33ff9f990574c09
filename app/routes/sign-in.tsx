import { LogIn } from "lucide-react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in";
import { AuthCard } from "~/components/auth-card";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { SIGN_IN_UNAVAILABLE } from "~/domain/auth/auth-messages";
import { useActionToast } from "~/hooks/use-action-toast";
import { useCheckedSubmit } from "~/hooks/use-checked-submit";
import { forwardActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";


/** The form's schema, fetched when the form is first used (zod stays out of the page's first load). */
const loadSignInSchema = () => import("~/domain/auth/credentials").then((module) => module.SignInSchema);

export { action, loader } from "./sign-in.server";

export const headers = forwardActionHeaders;

const OAUTH_FAILED = { toast: { ...SIGN_IN_UNAVAILABLE, variant: "destructive" as const } };

export function meta() {
  return seoMeta({ title: "Sign In", description: "Sign in to your account.", noIndex: true });
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/sign-in");
  const googleBusy = busy && navigation.formData?.get("intent") === "google";
  useActionToast(actionData);
  useActionToast(loaderData.oauthFailed ? OAUTH_FAILED : undefined);
  const checked = useCheckedSubmit(loadSignInSchema, ["email", "password"], actionData?.fieldErrors);
  const redirectTo = searchParams.get("redirectTo") ?? "";

  return (
    <AuthCard
      title="Sign In"
      description="Sign in to your account to shop, check out and track your orders."
      icon={<LogIn className="size-6" aria-hidden="true" />}
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to="/register" className="font-medium text-primary underline underline-offset-4">
            Create one
          </Link>
        </>
      }
    >
      {loaderData.notice ? (
        <p role="status" className="mb-4 rounded-md border border-primary/30 bg-accent px-3 py-2 text-sm">
          {loaderData.notice}
        </p>
      ) : null}
      {loaderData.googleSignIn ? (
        <>
          <Form method="post" action="/sign-in">
            <input type="hidden" name="intent" value="google" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Button type="submit" variant="outline" className="w-full" disabled={busy}>
              <GoogleIcon />
              {googleBusy ? "Signing In..." : "Sign in with Google"}
            </Button>
          </Form>
          <div className="my-5 flex items-center gap-3 text-xs uppercase text-muted-foreground">
            <span className="h-px flex-1 bg-border" />
            Or continue with email
            <span className="h-px flex-1 bg-border" />
          </div>
        </>
      ) : null}
      <Form method="post" action="/sign-in" noValidate className="space-y-4" onSubmit={checked.onSubmit} onFocus={checked.onFocus}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={checked.fieldErrors.email}
        />
        <FormField label="Password" name="password" type="password" autoComplete="current-password" error={checked.fieldErrors.password} />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-primary underline underline-offset-4">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy && !googleBusy ? "Signing In..." : "Sign In"}
        </Button>
      </Form>
    </AuthCard>
  );
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.07H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.93l3.66-2.83z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
    </svg>
  );
}
