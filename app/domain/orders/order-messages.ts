/** The spec's texts for placing an order (section 8). */
/** An order that does not exist, or is not the asker's to see. */
export const ORDER_NOT_FOUND = "Order not found.";

export const PLACE_ORDER_SIGN_IN = { title: "Error", description: "Please sign in to place an order." } as const;
export const PLACE_ORDER_FAILED = { title: "Error", description: "Failed to place order. Please try again." } as const;

export function orderPlaced(orderId: string) {
  return { title: "Order Placed Successfully!", description: `Your order ID is ${orderId}` } as const;
}

/** A place-order request the schema refused: its first problem, and where in the request it was. */
export function placeOrderProblem(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return PLACE_ORDER_FAILED.description;
  return issue.path[0] === "shipping" ? `Please check your shipping details: ${issue.message}` : issue.message;
}
