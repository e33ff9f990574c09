import { Link } from "react-router";
import type { Route } from "./+types/profile";
import { Avatar, AvatarFallback, AvatarImage } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { initials } from "~/domain/auth/initials";
import { seoMeta } from "~/lib/seo";
import { getCurrentUser } from "~/web/session.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { user: getCurrentUser(context) };
}

export function meta() {
  return seoMeta({ title: "Profile", description: "Your account.", noIndex: true });
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  if (!user) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Profile</h1>
        <p className="mt-3 text-muted-foreground">Please sign in to view your profile.</p>
        <Button asChild className="mt-6">
          <Link to="/sign-in?redirectTo=%2Fprofile">Sign In</Link>
        </Button>
      </div>
    );
  }
  const name = user.displayName ?? user.email;
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="sr-only">Profile</h1>
      <section aria-label="Your account" className="rounded-xl border bg-card p-6 text-center shadow-sm sm:p-8">
        <Avatar className="mx-auto size-24 text-2xl">
          {user.photoUrl ? <AvatarImage src={user.photoUrl} alt={`Photo of ${name}`} /> : null}
          <AvatarFallback aria-label={`Initials of ${name}`}>{initials(name)}</AvatarFallback>
        </Avatar>
        <p className="mt-4 text-xl font-semibold">{name}</p>
        <p className="text-muted-foreground">{user.email}</p>
        {user.isAdmin ? <Badge className="mt-3">Administrator</Badge> : null}
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline">
            <Link to="/orders">My Orders</Link>
          </Button>
          {user.isAdmin ? (
            <Button asChild>
              <Link to="/admin">Admin Panel</Link>
            </Button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
