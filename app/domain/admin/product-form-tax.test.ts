import { describe, expect, it } from "vitest";
import { checkForm } from "~/domain/forms/form-problems";
import { GST_RATE_INVALID, HSN_INVALID, ProductFormSchema, type ProductFormInput } from "./product-form-schema";

const valid: ProductFormInput = {
  productId: "",
  name: "Inva Tubular 150Ah",
  brand: "Exide",
  type: "battery",
  capacity: "12V 150Ah",
  price: "14,999",
  originalPrice: "",
  shortDescription: "Tall tubular battery.",
  description: "For long cuts.",
  warranty: "4 years",
  imageSource: "url",
  imageUrl: "https://cdn.example.in/inva.jpg",
  imageFile: null,
  stockStatus: "In Stock",
  stockQuantity: "",
  featured: false,
  specifications: [],
};

const parse = (overrides: Partial<ProductFormInput>) => checkForm(ProductFormSchema, { ...valid, ...overrides });

describe("product form: HSN code and GST rate", () => {
  it("defaults by type when left blank or not sent", () => {
    const battery = parse({ hsnCode: "", gstRate: "" });
    expect(battery.ok && battery.data).toMatchObject({ hsnCode: "8507", gstRateBp: 1800 });
    const ups = parse({ type: "ups" });
    expect(ups.ok && ups.data).toMatchObject({ hsnCode: "850440", gstRateBp: 1800 });
  });

  it("takes the owner's choice, as typed", () => {
    const result = parse({ hsnCode: "8507 60", gstRate: "28" });
    expect(result.ok && result.data).toMatchObject({ hsnCode: "850760", gstRateBp: 2800 });
  });

  it("refuses HSN codes and rates that cannot be right", () => {
    const result = parse({ hsnCode: "85", gstRate: "17" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.hsnCode).toBe(HSN_INVALID);
    expect(result.fieldErrors.gstRate).toBe(GST_RATE_INVALID);
    expect(GST_RATE_INVALID).toBe("GST rate must be one of 0, 0.1, 0.25, 1.5, 3, 5, 6, 12, 18, 28, 40 %");
  });
});
