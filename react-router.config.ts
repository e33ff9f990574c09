import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest (one small cached file) rather than React Router's lazy route
  // discovery: no per-render partial manifest (each an extra route match per path segment,
  // serialized into the page), and no `/__manifest` request from every page after it loads
  // to learn the routes its links lead to — one round trip fewer on a phone's network and
  // one request fewer for the server per page view (bench README, tenth round).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
