import type { Db } from "~/db/client.server";
import { ADMIN_PAGE_SIZE, type AdminQuery } from "~/domain/admin/admin-tabs";
import { getDashboard } from "./get-dashboard.server";
import { listCustomers } from "./list-customers.server";
import { listAdminOrders } from "./list-orders.server";
import { listAdminReviews } from "./list-reviews.server";
import { loadMailTab } from "~/services/mail/mail-settings.server";
import { loadProductsTab } from "./products/products-tab.server";
import { loadInvoicesTab } from "~/services/invoices/load-invoices-tab.server";

/** Reads only what the open tab shows; each tab pages on the server. */
export async function loadAdminTab(db: Db, query: AdminQuery) {
  const paging = { page: query.page, pageSize: ADMIN_PAGE_SIZE };
  switch (query.tab) {
    case "dashboard":
      return { tab: "dashboard" as const, dashboard: await getDashboard(db) };
    case "users":
      return { tab: "users" as const, ...(await listCustomers(db, paging)) };
    case "orders":
      return {
        tab: "orders" as const,
        ...(await listAdminOrders(db, { q: query.q, status: query.status, userId: query.user, payment: query.payment }, paging)),
      };
    case "products":
      return { tab: "products" as const, ...(await loadProductsTab(db, query, ADMIN_PAGE_SIZE)) };
    case "reviews":
      return { tab: "reviews" as const, ...(await listAdminReviews(db, paging)) };
    case "invoices":
      return { tab: "invoices" as const, ...(await loadInvoicesTab(db, query.month)) };
    case "mail":
      return { tab: "mail" as const, ...(await loadMailTab(db, paging)) };
  }
}
