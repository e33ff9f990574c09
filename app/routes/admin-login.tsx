import { ShieldCheck } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-login";
import { AuthCard } from "~/components/auth-card";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { readCredentials } from "~/domain/auth/credentials";
import { toast } from "~/hooks/use-toast";
import { useActionToast } from "~/hooks/use-action-toast";
import { forwardActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { getRequestInfo, getServices } from "~/services/app-context.server";
import { getCurrentUser } from "~/services/auth/session.server";
import { cookieHeaders, discardSession, signInWithPassword } from "~/services/auth/sign-in.server";
import { limitAuthAttempts } from "~/services/rate-limit/auth-attempts.server";
import { redirectWithToast } from "~/services/toast/flash-toast.server";

const FAILED = { title: "Login Failed", description: "Invalid admin credentials.", variant: "destructive" } as const;

export async function loader({ context }: Route.LoaderArgs) {
  if (getCurrentUser(context)?.isAdmin) throw redirect("/admin");
  return null;
}

/**
 * Succeeds only for an account with the admin role on the server. A customer's correct
 * password gets the same failure, and the session it would have opened is discarded.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (getCurrentUser(context)?.isAdmin) throw redirect("/admin");
  const limited = await limitAuthAttempts(context);
  if (limited) return limited;
  const form = await request.formData();
  const credentials = readCredentials(form);
  if (!credentials) return data({ toast: FAILED }, { status: 400 });

  const result = await signInWithPassword(request, context, credentials);
  if (!result.ok) return data({ toast: FAILED }, { status: result.reason === "invalid" ? 401 : 503 });
  if (!result.isAdmin) {
    await discardSession(context, result.setCookie);
    getRequestInfo(context).log.warn({ userId: result.userId }, "admin login refused for a non-admin account");
    // The same status as a wrong password: the answer must not confirm a customer's password.
    return data({ toast: FAILED }, { status: 401 });
  }
  return redirectWithToast(
    getServices(context).config,
    "/admin",
    { title: "Admin Login Successful", description: "Welcome to the admin panel." },
    { headers: cookieHeaders(result.setCookie) },
  );
}

export const headers = forwardActionHeaders;

export function meta() {
  return seoMeta({ title: "Admin Login", description: "Administrator sign-in.", noIndex: true });
}

export default function AdminLoginPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin-login";
  useActionToast(actionData);
  return (
    <AuthCard
      title="Admin Login"
      description="Sign in with the administrator account to manage the shop."
      icon={<ShieldCheck className="size-6" aria-hidden="true" />}
    >
      <Form
        method="post"
        action="/admin-login"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          if (!readCredentials(new FormData(event.currentTarget))) {
            event.preventDefault();
            toast(FAILED);
          }
        }}
      >
        <FormField label="Admin Email" name="email" type="email" autoComplete="username" inputMode="email" />
        <FormField label="Password" name="password" type="password" autoComplete="current-password" />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Signing In..." : "Sign In as Admin"}
        </Button>
      </Form>
    </AuthCard>
  );
}
