import { describe, expect, it } from "vitest";
import { paymentNote, upiLink } from "./upi-link";

describe("upiLink", () => {
  it("follows NPCI's deep-link form", () => {
    expect(
      upiLink({ vpa: "halpower@okaxis", payeeName: "HAL Power", amountPaise: 1_49_900, note: "Order" }),
    ).toBe("upi://pay?pa=halpower%40okaxis&pn=HAL%20Power&am=1499.00&cu=INR&tn=Order");
  });

  it("adds the order id as tr once the order exists", () => {
    const link = upiLink({ vpa: "shop@upi", payeeName: "Shop", amountPaise: 5, note: "n", transactionRef: "HAL42" });
    expect(link).toBe("upi://pay?pa=shop%40upi&pn=Shop&am=0.05&cu=INR&tn=n&tr=HAL42");
    expect(upiLink({ vpa: "shop@upi", payeeName: "Shop", amountPaise: 5, note: "n", transactionRef: "" })).toBe(
      "upi://pay?pa=shop%40upi&pn=Shop&am=0.05&cu=INR&tn=n",
    );
  });

  it("writes spaces as %20, never +, and encodes reserved characters", () => {
    const link = upiLink({
      vpa: "a.b-c@bank",
      payeeName: "Rao & Sons + Co",
      amountPaise: 12_345_67,
      note: "Payment for order HAL1 #2=3",
    });
    expect(link).toBe(
      "upi://pay?pa=a.b-c%40bank&pn=Rao%20%26%20Sons%20%2B%20Co&am=12345.67&cu=INR&tn=Payment%20for%20order%20HAL1%20%232%3D3",
    );
    expect(link).not.toContain("+");
    expect(new URL(link.replace("upi://pay", "https://x/pay")).searchParams.get("pn")).toBe("Rao & Sons + Co");
  });
});

describe("paymentNote", () => {
  it("names the order once it exists", () => {
    expect(paymentNote("HAL48213")).toBe("Payment for order HAL48213");
    expect(paymentNote()).toBe("Payment for your order");
    expect(paymentNote("")).toBe("Payment for your order");
  });
});
