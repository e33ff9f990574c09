import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "~/domain/orders/order-status";
import { ADMIN_PAGE_SIZE, ADMIN_TAB_LABELS, ADMIN_TABS, adminSearch, parseAdminQuery, type AdminQuery } from "./admin-tabs";

const parse = (search: string | Record<string, string>) => parseAdminQuery(new URLSearchParams(search));

const DEFAULTS: AdminQuery = { tab: "dashboard", page: 1, q: "", status: "all", user: null, payment: "all", month: null };

describe("admin tabs", () => {
  it("are the spec's five, in order, with their labels, then the shop's Invoices and E-mail tabs", () => {
    expect(ADMIN_TABS).toEqual(["dashboard", "users", "orders", "products", "reviews", "invoices", "mail"]);
    expect(ADMIN_TAB_LABELS).toEqual({
      dashboard: "Dashboard",
      users: "Users",
      orders: "Orders",
      products: "Products",
      reviews: "Reviews",
      invoices: "Invoices",
      mail: "E-mail",
    });
  });

  it("pages by 25", () => {
    expect(ADMIN_PAGE_SIZE).toBe(25);
  });
});

describe("parseAdminQuery", () => {
  it("opens the dashboard, page 1, unfiltered, when the URL says nothing", () => {
    expect(parse("")).toEqual(DEFAULTS);
  });

  it("reads a full place in the panel", () => {
    expect(parse("tab=orders&page=3&q=%20Priya%20Sharma%20&status=Out+for+Delivery&user=usr_42-a")).toEqual({
      tab: "orders",
      page: 3,
      q: "Priya Sharma",
      status: "Out for Delivery",
      user: "usr_42-a",
      payment: "all",
      month: null,
    });
  });

  it.each(ADMIN_TABS)("reads the tab %s", (tab) => {
    expect(parse({ tab })).toEqual({ ...DEFAULTS, tab });
  });

  it.each(["", "Orders", "ORDERS", " orders", "orders ", "settings", "dashboard/users", "__proto__"])(
    "falls back to the dashboard for tab=%j",
    (tab) => {
      expect(parse({ tab })).toEqual(DEFAULTS);
    },
  );

  it.each([
    ["1", 1],
    ["2", 2],
    ["99999", 99_999],
    ["100000", 100_000],
  ])("reads page=%s as %i", (page, expected) => {
    expect(parse({ page }).page).toBe(expected);
  });

  it.each(["", "0", "-1", "-0", "1.5", "abc", "2abc", "100001", "99999999999999999999", "Infinity", "NaN"])(
    "falls back to page 1 for page=%j",
    (page) => {
      expect(parse({ page })).toEqual(DEFAULTS);
    },
  );

  it.each(ORDER_STATUSES)("filters by the status %s", (status) => {
    expect(parse({ status }).status).toBe(status);
  });

  it.each(["", "all", "All Orders", "delivered", "Delivered ", "Canceled", "Shipped,Delivered"])(
    "shows all statuses for status=%j",
    (status) => {
      expect(parse({ status })).toEqual(DEFAULTS);
    },
  );

  it.each(["u1", "usr_42-a", "A".repeat(64), "0000-1111_aaaa"])("keeps the user id %j", (user) => {
    expect(parse({ user }).user).toBe(user);
  });

  it.each(["", "A".repeat(65), "a b", "../admin", "u1;drop", "user@example.in", "ü", "u1\n", "%41"])(
    "drops the user id %j",
    (user) => {
      expect(parse({ user })).toEqual(DEFAULTS);
    },
  );

  it("trims the search text", () => {
    expect(parse({ q: "  HAL123 \t" }).q).toBe("HAL123");
    expect(parse({ q: "   " }).q).toBe("");
    expect(parse({ q: "Priya  Sharma" }).q).toBe("Priya  Sharma");
  });

  it("caps the search text at 100 characters, after trimming", () => {
    expect(parse({ q: "a".repeat(100) }).q).toBe("a".repeat(100));
    expect(parse({ q: "a".repeat(101) }).q).toBe("a".repeat(100));
    expect(parse({ q: "b".repeat(500) }).q).toBe("b".repeat(100));
    expect(parse({ q: `${" ".repeat(20)}${"c".repeat(100)}` }).q).toBe("c".repeat(100));
  });

  it("keeps quotes, percent signs and SQL as plain text", () => {
    expect(parse("q=%27%3B+drop+table+orders%3B--").q).toBe("'; drop table orders;--");
    expect(parse("q=100%25").q).toBe("100%");
  });

  it("takes the first of repeated parameters", () => {
    expect(parse("tab=users&tab=orders&page=2&page=5")).toEqual({ ...DEFAULTS, tab: "users", page: 2 });
  });

  it("never throws and always answers within bounds, whatever the URL", () => {
    const junk = ["", "=", "&&&", "tab", "page=%", "q=%E0%A4%A", "status=%00", "user=%F0%9F%98%80", "a=1&b=2"];
    for (const search of junk) {
      const query = parse(search);
      expect(ADMIN_TABS).toContain(query.tab);
      expect(Number.isInteger(query.page) && query.page >= 1 && query.page <= 100_000).toBe(true);
      expect(query.q.length <= 100).toBe(true);
      expect(query.status === "all" || ORDER_STATUSES.includes(query.status)).toBe(true);
      expect(query.user === null || /^[\w-]{1,64}$/.test(query.user)).toBe(true);
    }
  });
});

describe("adminSearch", () => {
  it("leaves defaults out, so the dashboard's link is bare", () => {
    expect(adminSearch({})).toBe("");
    expect(adminSearch(DEFAULTS)).toBe("");
    expect(adminSearch({ tab: "dashboard", page: 1, q: "", status: "all", user: null })).toBe("");
    expect(adminSearch({ page: 0 })).toBe("");
  });

  it("writes only what differs from the defaults", () => {
    expect(adminSearch({ tab: "users" })).toBe("?tab=users");
    expect(adminSearch({ ...DEFAULTS, page: 2 })).toBe("?page=2");
    expect(adminSearch({ ...DEFAULTS, status: "Delivered" })).toBe("?status=Delivered");
    expect(adminSearch({ ...DEFAULTS, user: "u1" })).toBe("?user=u1");
    expect(adminSearch({ ...DEFAULTS, q: "HAL42" })).toBe("?q=HAL42");
  });

  it("writes tab, q, status, user and page in that order, encoded", () => {
    expect(adminSearch({ tab: "orders", q: "Priya Sharma", status: "In Transit", user: "u1", page: 3 })).toBe(
      "?tab=orders&q=Priya+Sharma&status=In+Transit&user=u1&page=3",
    );
    expect(adminSearch({ tab: "products", q: "Rao & Sons 100%" })).toBe("?tab=products&q=Rao+%26+Sons+100%25");
  });

  it("round-trips every tab and status through parseAdminQuery", () => {
    const texts = ["", "HAL123", "Priya Sharma", "a&b=c?d#e", "₹ 1,499", "'; drop table orders;--", "x".repeat(100)];
    const users = [null, "u1", "usr_42-abc"];
    const pages = [1, 2, 100_000];
    let checked = 0;
    for (const tab of ADMIN_TABS) {
      for (const status of ["all", ...ORDER_STATUSES] as const) {
        for (const [i, q] of texts.entries()) {
          const payment = (["all", "awaiting", "flagged", "refunded"] as const)[i % 4]!;
          const month = [null, "2026-11"][i % 2]!;
          const query: AdminQuery = { tab, status, q, user: users[i % users.length]!, page: pages[i % pages.length]!, payment, month };
          expect(parse(adminSearch(query))).toEqual(query);
          checked++;
        }
      }
    }
    expect(checked).toBe(ADMIN_TABS.length * 12 * 7);
  });

  it("gives back the same place after a parse of any URL", () => {
    const urls = ["", "tab=reviews&page=7", "tab=nope&page=-3&q=%20%20x%20&status=bad&user=a%20b", `q=${"z".repeat(300)}`];
    for (const search of urls) {
      const once = parse(search);
      expect(parse(adminSearch(once))).toEqual(once);
    }
  });
});

describe("parseAdminQuery's page", () => {
  it("reads plain digits only, as the listing does", () => {
    const page = (value: string) => parseAdminQuery(new URLSearchParams({ page: value })).page;
    expect(page("12")).toBe(12);
    for (const odd of ["1e3", "0x10", " 7 ", "2.0", "+5", "-1", "0"]) expect(page(odd)).toBe(1);
  });
});
