import { Eye, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { adminSearch, type AdminQuery } from "~/domain/admin/admin-tabs";
import { formatRupees } from "~/domain/money/format-rupees";
import { useAdminAction } from "~/hooks/use-admin-action";
import type { CustomerRow } from "~/domain/admin/views";

const day = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export function UsersTab({ data, query }: { data: { customers: CustomerRow[]; totalUsers: number }; query: AdminQuery }) {
  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="users-heading" className="text-xl font-semibold">
          Customers
        </h2>
        <p className="text-sm text-muted-foreground">Total Users: {data.totalUsers}</p>
      </div>
      {data.customers.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No customers yet.</p>
      ) : (
        <Table containerLabel="Customers">
          <TableHeader>
            <TableRow>
              <TableHead>Customer</TableHead>
              <TableHead>Contact</TableHead>
              <TableHead className="text-right">Total Orders</TableHead>
              <TableHead className="text-right">Total Spent</TableHead>
              <TableHead>Last Order</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.customers.map((customer) => (
              <CustomerTableRow key={customer.userId} customer={customer} />
            ))}
          </TableBody>
        </Table>
      )}
      <AdminPagination query={query} matching={data.totalUsers} />
    </section>
  );
}

function CustomerTableRow({ customer }: { customer: CustomerRow }) {
  const action = useAdminAction();
  return (
    <TableRow>
      <TableCell>
        <p className="font-medium">{customer.name}</p>
        <p className="text-sm text-muted-foreground">
          {[customer.city, customer.state].filter(Boolean).join(", ") || "No orders yet"}
        </p>
      </TableCell>
      <TableCell>
        {customer.mobile ? <p>{customer.mobile}</p> : null}
        <p className="text-sm text-muted-foreground">{customer.email}</p>
      </TableCell>
      <TableCell className="text-right tabular-nums">{customer.totalOrders}</TableCell>
      <TableCell className="text-right tabular-nums">{formatRupees(customer.totalSpentPaise)}</TableCell>
      <TableCell>{customer.lastOrderAt ? day.format(new Date(customer.lastOrderAt)) : "N/A"}</TableCell>
      <TableCell>
        <div className="flex gap-1">
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin${adminSearch({ tab: "orders", user: customer.userId })}`}>
              <Eye aria-hidden="true" />
              View Orders<span className="sr-only"> of {customer.name}</span>
            </Link>
          </Button>
          <ConfirmDialog
            message={`Are you sure you want to delete user "${customer.name}" and all their data? This action cannot be undone.`}
            onConfirm={() => action.run({ intent: "delete-user", userId: customer.userId })}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Delete user ${customer.name}`} disabled={action.busy}>
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
