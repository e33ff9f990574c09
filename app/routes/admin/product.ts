import type { Route } from "./+types/product";
import { requireAdmin } from "~/services/auth/session.server";

/** Placeholder until the product editor lands: one product's full data for the edit dialog. */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return Response.json({ error: "Not implemented" }, { status: 501 });
}
