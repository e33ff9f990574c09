import { Badge } from "~/components/ui/badge";
import { statusTone, type OrderStatus } from "~/domain/orders/order-status";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={statusTone(status)}>{status}</Badge>;
}
