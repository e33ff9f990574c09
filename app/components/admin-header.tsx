import { LogOut, ShieldCheck } from "lucide-react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";

/** The admin area's own header: who is signed in, the 'Administrator' badge, and Logout. */
export function AdminHeader({ email }: { email: string }) {
  const logout = useFetcher();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-4">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <ShieldCheck className="size-7 text-primary" aria-hidden="true" />
          Admin Panel
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge>Administrator</Badge>
          <span className="truncate">{email}</span>
        </p>
      </div>
      <logout.Form method="post" action="/logout">
        <Button type="submit" variant="outline" disabled={logout.state !== "idle"}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </logout.Form>
    </div>
  );
}
