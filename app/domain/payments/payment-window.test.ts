import { describe, expect, it } from "vitest";
import { paidWrongAmount } from "./payment-messages";
import { paymentState } from "./payment-state";
import { minutesLeft, payByText, paymentDueAt, payWithinText } from "./payment-window";

describe("the payment window", () => {
  const placed = new Date("2026-11-22T10:00:00Z");

  it("ends the window's minutes after placing, and counts whole minutes left, rounded up", () => {
    const due = paymentDueAt(placed, 30);
    expect(due.toISOString()).toBe("2026-11-22T10:30:00.000Z");
    expect(minutesLeft(due, new Date("2026-11-22T10:02:00.001Z"))).toBe(28);
    expect(minutesLeft(due, new Date("2026-11-22T10:29:59Z"))).toBe(1);
    expect(minutesLeft(due, new Date("2026-11-22T11:00:00Z"))).toBe(0);
  });

  it("says the deadline in the customer's words", () => {
    expect(payWithinText(28)).toBe("Pay within 28 minutes to keep your order");
    expect(payWithinText(1)).toBe("Pay within 1 minute to keep your order");
    expect(payWithinText(1440)).toBe("Pay within 24 hours to keep your order");
  });
});

describe("the payment state of an order", () => {
  const base = { status: "Order Placed" as const, paymentReference: null, razorpayPaymentId: null, paymentFlag: null, refundId: null };
  it.each([
    [base, "awaiting"],
    [{ ...base, paymentReference: "123456789012" }, "utr-submitted"],
    [{ ...base, status: "Payment Confirmed" as const, razorpayPaymentId: "pay_1" }, "paid-razorpay"],
    [{ ...base, status: "Cancelled" as const, razorpayPaymentId: "pay_1", paymentFlag: "Paid after cancellation — refund due" }, "flagged"],
    [{ ...base, status: "Cancelled" as const, razorpayPaymentId: "pay_1", paymentFlag: "x", refundId: "rfnd_1" }, "refunded"],
    [{ ...base, status: "Packed" as const }, "paid"],
    [{ ...base, status: "Cancelled" as const }, "unpaid"],
  ] as const)("%o is %s", (facts, state) => {
    expect(paymentState(facts)).toBe(state);
  });

  it("names a wrong amount in rupees", () => {
    expect(paidWrongAmount(1_000_00, 1_499_00)).toBe("Paid ₹1,000, expected ₹1,499");
  });

  it("tells a message's reader the deadline as a time in India", () => {
    const placed = new Date("2026-11-22T10:00:00Z");
    expect(payByText(placed, paymentDueAt(placed, 30))).toBe("Pay within 30 minutes to keep your order (by 4:00 pm IST, 22 Nov 2026).");
    expect(payByText(placed, paymentDueAt(placed, 1440))).toBe("Pay within 24 hours to keep your order (by 3:30 pm IST, 23 Nov 2026).");
  });
});
