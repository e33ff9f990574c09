import { data, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import { AdminHeader } from "~/components/admin-header";
import { DashboardTab } from "~/components/admin/dashboard-tab";
import { OrdersTab } from "~/components/admin/orders-tab";
import { ProductsTab } from "~/components/admin/products-tab";
import { ReviewsTab } from "~/components/admin/reviews-tab";
import { UsersTab } from "~/components/admin/users-tab";
import { Spinner } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { ADMIN_TAB_LABELS, ADMIN_TABS, adminSearch, parseAdminQuery, type AdminTab } from "~/domain/admin/admin-tabs";
import { useActionToast } from "~/hooks/use-action-toast";
import { seoMeta } from "~/lib/seo";
import { runAdminAction } from "~/services/admin/admin-actions.server";
import { loadAdminTab } from "~/services/admin/load-admin-tab.server";
import { getRequestInfo, getServices } from "~/services/app-context.server";
import { requireAdmin, requireAdminPage } from "~/services/auth/session.server";
import { isOversizedBody } from "~/services/uploads/store-uploaded-image.server";

/** The back office. The admin role is checked on the server before anything is read. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminPage(context);
  const query = parseAdminQuery(new URL(request.url).searchParams);
  try {
    const tab = await loadAdminTab(getServices(context).db, query);
    return { admin: { email: admin.email }, query, tab, loadError: null };
  } catch (error) {
    getRequestInfo(context).log.error({ err: error, tab: query.tab }, "admin data failed to load");
    return {
      admin: { email: admin.email },
      query,
      tab: null,
      loadError: { title: "Error", description: "Failed to fetch data from database.", variant: "destructive" as const },
    };
  }
}

/** Every admin write. Anyone but an admin gets a 403 before the form is read. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  // Refuse an oversized upload before reading it into memory.
  if (isOversizedBody(request)) {
    return data(
      { ok: false, toast: { title: "Error", description: "Images must be 5 MB or smaller.", variant: "destructive" as const } },
      { status: 413 },
    );
  }
  const form = await request.formData();
  return runAdminAction(context, admin, form);
}

export function meta() {
  return seoMeta({ title: "Admin Panel", description: "Shop administration.", noIndex: true });
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { query, tab, loadError } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";
  useActionToast(loadError ? { toast: loadError } : undefined);

  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-6 sm:py-8">
      <AdminHeader email={loaderData.admin.email} />
      <Tabs
        value={query.tab}
        onValueChange={(value) => navigate(`/admin${adminSearch({ tab: value as AdminTab })}`)}
        activationMode="manual"
        className="mt-6"
      >
        <TabsList aria-label="Admin sections" className="w-full sm:w-fit">
          {ADMIN_TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {ADMIN_TAB_LABELS[name]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={query.tab} className="relative mt-4" aria-busy={loading}>
          {loading ? (
            <div className="absolute inset-x-0 top-0 z-10 flex justify-center pt-16">
              <Spinner label="Loading" />
            </div>
          ) : null}
          <div className={loading ? "opacity-40 transition-opacity" : undefined}>
            {tab?.tab === "dashboard" ? <DashboardTab dashboard={tab.dashboard} /> : null}
            {tab?.tab === "users" ? <UsersTab data={tab} query={query} /> : null}
            {tab?.tab === "orders" ? <OrdersTab data={tab} query={query} /> : null}
            {tab?.tab === "products" ? <ProductsTab data={tab} query={query} /> : null}
            {tab?.tab === "reviews" ? <ReviewsTab data={tab} query={query} /> : null}
            {!tab ? <p className="py-10 text-center text-muted-foreground">Failed to fetch data from database.</p> : null}
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
