import { describe, expect, it } from "vitest";
import { mailSubject, statusMailKind, type OrderMailData } from "./mail-kinds";

const order: OrderMailData = {
  orderId: "HAL123456",
  customerName: "Asha Rao",
  items: [{ name: "Inverter", brand: "Luminous", quantity: 1, unitPricePaise: 849_900 }],
  subtotalPaise: 849_900,
  deliveryChargePaise: 0,
  totalPaise: 1_234_500,
  shipping: { fullName: "Asha Rao", mobile: "9876543210", address: "1 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
  status: "Order Placed",
  trackingPath: "/track-order?orderId=HAL123456&sig=x",
};

describe("mail kinds", () => {
  it("says the order id and the total in rupees (en-IN) in the subject", () => {
    expect(mailSubject("order-placed", order)).toBe("Order HAL123456 placed: ₹12,345");
    expect(mailSubject("owner-utr-submitted", { ...order, paymentReference: "123456789012" })).toBe(
      "UTR submitted for order HAL123456: 123456789012",
    );
  });

  it("sends a message for the status changes a customer cares about, and only those", () => {
    expect(statusMailKind("Shipped")).toBe("order-shipped");
    expect(statusMailKind("Out for Delivery")).toBe("order-out-for-delivery");
    expect(statusMailKind("Delivered")).toBe("order-delivered");
    expect(statusMailKind("Cancelled")).toBe("order-cancelled");
    expect(statusMailKind("Payment Confirmed")).toBe("payment-confirmed");
    expect(statusMailKind("Packed")).toBeNull();
  });
});
