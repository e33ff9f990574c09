import { describe, expect, it } from "vitest";
import type { MailKind, OrderMailData } from "~/domain/mail/mail-kinds";
import { createMailRenderer } from "./render-mail";

const render = createMailRenderer({ name: "HAL Power Solutions", supportPhone: "+91 98765 43210", supportEmail: "support@halpower.in", baseUrl: "https://shop.example.in" });

const order: OrderMailData = {
  orderId: "HAL123456",
  customerName: "Asha Rao",
  items: [{ name: "Sine Wave Inverter", brand: "Luminous", quantity: 2, unitPricePaise: 1_23_456_00 }],
  subtotalPaise: 2_46_912_00,
  deliveryChargePaise: 0,
  totalPaise: 2_46_912_00,
  shipping: { fullName: "Asha Rao", mobile: "9876543210", address: "1 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001", landmark: "Near the temple" },
  status: "Shipped",
  trackingPath: "/track-order?orderId=HAL123456&sig=abc",
  upiLink: "upi://pay?pa=halpower%40okaxis&am=246912.00",
  paymentReference: "123456789012",
};

describe("mail templates", () => {
  it.each<MailKind>(["order-placed", "payment-confirmed", "order-shipped", "order-out-for-delivery", "order-delivered", "order-cancelled", "owner-new-order", "owner-utr-submitted", "owner-payment-flagged"])(
    "%s: HTML for phones and dark mode, and a plain-text part with rupees in en-IN and links from BASE_URL",
    async (kind) => {
      const { html, text } = await render(kind, order);
      expect(html).toContain('name="color-scheme" content="light dark"');
      expect(html).toContain("max-width:560px");
      expect(text).toContain("HAL123456");
      expect(text).toContain("₹2,46,912");
      expect(text).toContain("HAL Power Solutions");
      expect(text).toContain("+91 98765 43210");
      expect(text).toMatch(/https:\/\/shop\.example\.in\/(track-order\?orderId=HAL123456&sig=abc|admin\?tab=orders)/);
    },
  );

  it("gives the order confirmation the UPI link and the address, and Delivered an invitation to review", async () => {
    const placed = await render("order-placed", order);
    expect(placed.html).toContain('href="upi://pay?pa=halpower%40okaxis&amp;am=246912.00"');
    expect(placed.text).toContain("Near the temple");
    expect((await render("order-delivered", order)).text).toContain("a review");
  });

  it("carries the reset link in both parts", async () => {
    const url = "https://shop.example.in/reset-password?token=t0k3n";
    const { html, text } = await render("password-reset", { name: "Asha", url });
    expect(html).toContain(url);
    expect(text).toContain(url);
    expect(text).toContain("one hour");
  });

  it("states the payment deadline, and gives the Razorpay QR in place of the UPI link when there is one", async () => {
    const due = { ...order, placedAt: "2026-11-22T10:00:00.000Z", paymentDueAt: "2026-11-22T10:30:00.000Z" };
    expect((await render("order-placed", due)).text).toContain("Pay within 30 minutes to keep your order (by 4:00 pm IST, 22 Nov 2026).");
    expect((await render("order-placed", order)).text).not.toContain("Pay within");
    const qr = await render("order-placed", { ...order, paymentQrUrl: "https://rzp.io/i/qr123" });
    expect(qr.html).toContain('href="https://rzp.io/i/qr123"');
    expect(qr.html).not.toContain("upi://pay");
  });

  it("gives the owner the flag and a link to the order in the back office", async () => {
    const { text } = await render("owner-payment-flagged", { ...order, paymentFlag: "Paid twice — refund due" });
    expect(text).toContain("Paid twice — refund due");
    expect(text).toContain("https://shop.example.in/admin?tab=orders&q=HAL123456");
  });
});
