import { Pagination } from "~/components/pagination";
import { adminSearch, ADMIN_PAGE_SIZE, type AdminQuery } from "~/domain/admin/admin-tabs";

/** Page links for an admin table; the filters stay in the URL. */
export function AdminPagination({ query, matching }: { query: AdminQuery; matching: number }) {
  const pageCount = Math.max(1, Math.ceil(matching / ADMIN_PAGE_SIZE));
  return (
    <div className="mt-4">
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => `/admin${adminSearch({ ...query, page })}`} />
    </div>
  );
}
