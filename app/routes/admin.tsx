import { useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import { AdminHeader } from "~/components/admin-header";
import { AdminActionToasts } from "~/components/admin/admin-action-toasts";
import { DashboardTab } from "~/components/admin/dashboard-tab";
import { InvoicesTab } from "~/components/admin/invoices-tab";
import { MailTab } from "~/components/admin/mail-tab";
import { OrdersTab } from "~/components/admin/orders-tab";
import { ProductsTab } from "~/components/admin/products-tab";
import { ReviewsTab } from "~/components/admin/reviews-tab";
import { UsersTab } from "~/components/admin/users-tab";
import { Spinner } from "~/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { ADMIN_LOAD_FAILED } from "~/domain/admin/admin-messages";
import { ADMIN_TAB_LABELS, ADMIN_TABS, adminSearch, type AdminTab } from "~/domain/admin/admin-tabs";
import { useActionToast } from "~/hooks/use-action-toast";
import { seoMeta } from "~/lib/seo";

export { action, loader } from "./admin.server";

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
            <AdminActionToasts>
              {tab?.tab === "dashboard" ? <DashboardTab dashboard={tab.dashboard} /> : null}
              {tab?.tab === "users" ? <UsersTab data={tab} query={query} /> : null}
              {tab?.tab === "orders" ? <OrdersTab data={tab} query={query} /> : null}
              {tab?.tab === "products" ? <ProductsTab data={tab} query={query} /> : null}
              {tab?.tab === "reviews" ? <ReviewsTab data={tab} query={query} /> : null}
              {tab?.tab === "invoices" ? <InvoicesTab data={tab} /> : null}
              {tab?.tab === "mail" ? <MailTab data={tab} query={query} /> : null}
              {!tab ? <p className="py-10 text-center text-muted-foreground">{ADMIN_LOAD_FAILED.description}</p> : null}
            </AdminActionToasts>
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
