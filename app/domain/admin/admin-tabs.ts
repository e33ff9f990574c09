import { cleanSearch } from "~/domain/catalog/listing-query";
import { isOrderStatus, type OrderStatus } from "~/domain/orders/order-status";
import { isPaymentFilter, type PaymentFilter } from "~/domain/payments/payment-state";

export const ADMIN_TABS = ["dashboard", "users", "orders", "products", "reviews", "invoices", "mail"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  dashboard: "Dashboard",
  users: "Users",
  orders: "Orders",
  products: "Products",
  reviews: "Reviews",
  invoices: "Invoices",
  mail: "E-mail",
};

export const ADMIN_PAGE_SIZE = 25;

export type AdminQuery = {
  tab: AdminTab;
  page: number;
  /** Orders: order id, customer name or record id. Products: name or brand. */
  q: string;
  status: OrderStatus | "all";
  /** Orders of one customer (Users → View Orders). */
  user: string | null;
  /** Orders: where their payment stands (the Payment column's filter). */
  payment: PaymentFilter | "all";
  /** Invoices: the month shown, "2026-11" (null = this month). */
  month: string | null;
};

/** The admin panel's place, from its URL: a reload or a shared link keeps it. */
export function parseAdminQuery(params: URLSearchParams): AdminQuery {
  const tab = params.get("tab");
  // Plain digits only, as the listing reads its page: not "1e3", "0x10" or " 7 ".
  const rawPage = params.get("page") ?? "";
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : NaN;
  const status = params.get("status");
  const user = params.get("user");
  return {
    tab: ADMIN_TABS.includes(tab as AdminTab) ? (tab as AdminTab) : "dashboard",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    q: cleanSearch(params.get("q"), 100),
    status: isOrderStatus(status) ? status : "all",
    user: user && /^[\w-]{1,64}$/.test(user) ? user : null,
    payment: isPaymentFilter(params.get("payment")) ? (params.get("payment") as PaymentFilter) : "all",
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(params.get("month") ?? "") ? params.get("month") : null,
  };
}

export function adminSearch(query: Partial<AdminQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "dashboard") params.set("tab", query.tab);
  if (query.q) params.set("q", query.q);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.user) params.set("user", query.user);
  if (query.payment && query.payment !== "all") params.set("payment", query.payment);
  if (query.month) params.set("month", query.month);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
