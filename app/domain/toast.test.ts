import { describe, expect, it } from "vitest";
import { ToastMessageSchema } from "./toast";

const issues = (value: unknown) => {
  const result = ToastMessageSchema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return result.error.issues.map(({ code, path }) => ({ code, path }));
};

describe("ToastMessageSchema", () => {
  it("gives a toast without a variant the default one", () => {
    expect(ToastMessageSchema.parse({ title: "Order Deleted" })).toStrictEqual({ title: "Order Deleted", variant: "default" });
  });

  it("keeps the description and the destructive variant", () => {
    expect(
      ToastMessageSchema.parse({ title: "Error", description: "Failed to delete order.", variant: "destructive" }),
    ).toStrictEqual({ title: "Error", description: "Failed to delete order.", variant: "destructive" });
    expect(ToastMessageSchema.parse({ title: "Status Updated", variant: "default" })).toStrictEqual({
      title: "Status Updated",
      variant: "default",
    });
  });

  it("accepts the spec's toasts", () => {
    const toasts = [
      { title: "Status Updated", description: "Order status updated to Out for Delivery." },
      { title: "Order Placed Successfully!", description: "Your order ID is HAL123456" },
      { title: "Product Added", description: "Product has been successfully added to the catalog." },
      { title: "UPI Link Copied", description: "The UPI payment link has been copied to your clipboard" },
      { title: "Logged Out" },
    ];
    for (const toast of toasts) expect(ToastMessageSchema.parse(toast)).toStrictEqual({ ...toast, variant: "default" });
  });

  it("allows a title of up to 200 characters", () => {
    expect(ToastMessageSchema.parse({ title: "t".repeat(200) }).title).toBe("t".repeat(200));
    expect(issues({ title: "t".repeat(201) })).toEqual([{ code: "too_big", path: ["title"] }]);
  });

  it("allows a description of up to 500 characters", () => {
    expect(ToastMessageSchema.parse({ title: "t", description: "d".repeat(500) }).description).toBe("d".repeat(500));
    expect(issues({ title: "t", description: "d".repeat(501) })).toEqual([{ code: "too_big", path: ["description"] }]);
  });

  it("names the limits in its messages", () => {
    const result = ToastMessageSchema.safeParse({ title: "t".repeat(201), description: "d".repeat(501) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Too big: expected string to have <=200 characters",
      "Too big: expected string to have <=500 characters",
    ]);
  });

  it.each(["success", "error", "Destructive", "", null])("refuses the variant %j", (variant) => {
    expect(issues({ title: "t", variant })).toEqual([{ code: "invalid_value", path: ["variant"] }]);
  });

  it("requires a text title", () => {
    expect(issues({})).toEqual([{ code: "invalid_type", path: ["title"] }]);
    expect(issues({ title: 42 })).toEqual([{ code: "invalid_type", path: ["title"] }]);
    expect(issues({ title: "t", description: null })).toEqual([{ code: "invalid_type", path: ["description"] }]);
  });

  it("refuses what a tampered cookie could hold", () => {
    for (const value of [null, undefined, "Order Deleted", 7, []]) {
      expect(issues(value)).toEqual([{ code: "invalid_type", path: [] }]);
    }
  });
});
