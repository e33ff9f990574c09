import type { Route } from "./+types/admin";
import { AdminHeader } from "~/components/admin-header";
import { seoMeta } from "~/lib/seo";
import { requireAdminPage } from "~/services/auth/session.server";

/** The back office. The admin role is checked on the server before anything is read. */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireAdminPage(context);
  return { admin: { email: admin.email } };
}

export function meta() {
  return seoMeta({ title: "Admin Panel", description: "Shop administration.", noIndex: true });
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-6 sm:py-8">
      <AdminHeader email={loaderData.admin.email} />
      <p className="mt-6 text-muted-foreground">The dashboard, customers, orders, products and reviews appear here.</p>
    </div>
  );
}
