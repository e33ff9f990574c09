import { MailCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/verify-email";
import { AuthCard } from "~/components/auth-card";
import { VERIFY_LINK_INVALID } from "~/domain/auth/email-verification";
import { seoMeta } from "~/lib/seo";

export { action, loader } from "./verify-email.server";

export function meta() {
  return seoMeta({ title: "Verify e-mail", description: "Verify your e-mail address.", noIndex: true });
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard title="Verify e-mail" icon={<MailCheck className="size-6" aria-hidden="true" />}>
      <p role="alert" className="text-sm">
        {loaderData.outcome === "unavailable" ? "Please try again later." : VERIFY_LINK_INVALID}
      </p>
      <p className="mt-4 text-center text-sm">
        <Link to="/" className="font-medium text-primary underline underline-offset-4">
          Return to Home
        </Link>
      </p>
    </AuthCard>
  );
}
