import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** Mirrors the route table of the spec (section 2), then the resource routes. */
export default [
  // Screens
  index("routes/products.tsx", { id: "home" }),
  route("products", "routes/products.tsx", { id: "products" }),
  route("products/:id", "routes/product-detail.tsx"),
  route("cart", "routes/cart.tsx"),
  route("user-info", "routes/user-info.tsx"),
  route("payment", "routes/payment.tsx"),
  route("orders", "routes/orders.tsx"),
  route("profile", "routes/profile.tsx"),
  route("track-order", "routes/track-order.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("register", "routes/register.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin-login", "routes/admin-login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),

  // Resources
  route("logout", "routes/logout.ts"),
  route("admin/orders.csv", "routes/admin/orders-csv.ts"),
  route("admin/gst-summary.csv", "routes/admin/gst-summary-csv.ts"),
  route("admin/products/:id", "routes/admin/product.ts"),
  route("auth/complete", "routes/resources/auth-complete.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/cart-products", "routes/api/cart-products.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("sitemaps/:name", "routes/resources/sitemap-part.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("healthz", "routes/resources/health.ts"),
  route("webhooks/razorpay", "routes/webhooks/razorpay.ts"),
  route("invoices/:id", "routes/resources/tax-document.ts"),

  // Any other path: 'Oops! Page not found'
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
