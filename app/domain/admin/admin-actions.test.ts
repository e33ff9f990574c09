import { describe, expect, it } from "vitest";
import { checkForm } from "~/domain/forms/form-problems";
import { AdminActionSchema } from "./admin-actions";

const ORDER = "0b5c2f1e-8d3a-4f6b-9c7e-1a2b3c4d5e6f";

describe("AdminActionSchema", () => {
  it("reads each intent's fields", () => {
    expect(checkForm(AdminActionSchema, { intent: "update-status", orderRecordId: ORDER, status: "Packed" })).toEqual({
      ok: true,
      data: { intent: "update-status", orderRecordId: ORDER, status: "Packed" },
    });
    expect(checkForm(AdminActionSchema, { intent: "delete-user", userId: "Xy7_k-2" })).toMatchObject({ ok: true });
  });

  it("refuses with the spec's failure text of that action", () => {
    const refused = (input: Record<string, unknown>) => {
      const result = checkForm(AdminActionSchema, input);
      return result.ok ? null : result.description;
    };
    expect(refused({ intent: "update-status", orderRecordId: ORDER, status: "Lost" })).toBe("Failed to update order status.");
    expect(refused({ intent: "update-status", orderRecordId: "HAL1", status: "Packed" })).toBe("Failed to update order status.");
    expect(refused({ intent: "delete-order", orderRecordId: "1 or 1=1" })).toBe("Failed to delete order.");
    expect(refused({ intent: "delete-user", userId: "a b" })).toBe("Failed to delete user.");
    expect(refused({ intent: "delete-user" })).toBe("Failed to delete user.");
    expect(refused({ intent: "delete-review", reviewId: "" })).toBe("Failed to delete review.");
    expect(refused({ intent: "delete-product", productId: "x" })).toBe("Failed to delete product.");
    expect(refused({ intent: "launch-rockets" })).toBe("Unknown action.");
    expect(refused({})).toBe("Unknown action.");
  });
});
