import { describe, expect, it } from "vitest";
import { checkForm } from "~/domain/forms/form-problems";
import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  ProductFormSchema,
  productFormInput,
  type ProductFormInput,
} from "./product-form-schema";

const valid: ProductFormInput = {
  productId: "",
  name: "PowerMax 1100",
  brand: "Luminous",
  type: "inverter",
  capacity: "1100VA",
  price: "8,499",
  originalPrice: "",
  shortDescription: "Pure sine wave home inverter.",
  description: "Runs fans, lights and a TV through long cuts.",
  warranty: "2 years",
  imageSource: "url",
  imageUrl: "https://cdn.example.in/powermax.jpg",
  imageFile: null,
  stockStatus: "In Stock",
  stockQuantity: "",
  featured: false,
  specifications: [],
};

const check = (overrides: Partial<Record<keyof ProductFormInput, unknown>>) =>
  checkForm(ProductFormSchema, { ...valid, ...overrides } as ProductFormInput);

const errorsOf = (overrides: Partial<Record<keyof ProductFormInput, unknown>>) => {
  const result = check(overrides);
  if (result.ok) throw new Error("expected the form to be refused");
  return result.fieldErrors;
};

describe("product form", () => {
  it("accepts a complete form and converts it for the database", () => {
    const result = check({ originalPrice: "9,999.50", featured: true });
    expect(result).toEqual({
      ok: true,
      data: {
        productId: null,
        name: "PowerMax 1100",
        brand: "Luminous",
        type: "inverter",
        capacity: "1100VA",
        shortDescription: "Pure sine wave home inverter.",
        description: "Runs fans, lights and a TV through long cuts.",
        warranty: "2 years",
        pricePaise: 8_499_00,
        originalPricePaise: 9_999_50,
        inStock: true,
        stockQuantity: null,
        featured: true,
        specifications: [],
        image: { url: "https://cdn.example.in/powermax.jpg" },
        hsnCode: "850440",
        gstRateBp: 1800,
      },
    });
  });

  it.each([
    ["name", "Name is required"],
    ["brand", "Brand is required"],
    ["capacity", "Capacity is required"],
    ["price", "Price is required"],
    ["shortDescription", "Short description is required"],
    ["description", "Description is required"],
    ["warranty", "Warranty is required"],
  ] as const)("requires %s (blank or spaces): '%s'", (field, message) => {
    expect(errorsOf({ [field]: "" })[field]).toBe(message);
    expect(errorsOf({ [field]: "   " })[field]).toBe(message);
  });

  it("requires an image: a URL, or a file when uploading", () => {
    expect(errorsOf({ imageUrl: "" }).imageUrl).toBe("Image is required: enter a URL or upload a file");
    expect(errorsOf({ imageSource: "upload", imageFile: null }).imageFile).toBe("Image is required: choose a file to upload");
    expect(errorsOf({ imageSource: "upload", imageFile: { size: 0 } }).imageFile).toBe("Image is required: choose a file to upload");
    expect(errorsOf({ imageSource: "upload", imageFile: { size: MAX_IMAGE_BYTES + 1 } }).imageFile).toBe(IMAGE_TOO_LARGE);
    const upload = { size: 1234, name: "photo.png" };
    const result = check({ imageSource: "upload", imageUrl: "", imageFile: upload });
    expect(result.ok && result.data.image).toEqual({ upload });
  });

  it.each([
    ["/uploads/abc.png", true],
    ["/images/products/luminous.svg", true],
    ["http://cdn.example.in/a.jpg", true],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["//evil.example/a.png", false],
    ["just some words", false],
  ])("image URL %s accepted: %s", (imageUrl, ok) => {
    const result = check({ imageUrl });
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result.fieldErrors).toEqual({ imageUrl: "Enter an image URL starting with https:// (or a path such as /images/…)" });
    }
  });

  it.each([
    ["1499", 1_499_00],
    ["1,499", 1_499_00],
    ["1499.50", 1_499_50],
    ["₹ 1,23,456.5", 1_23_456_50],
    [" 42 ", 42_00],
  ])("reads the price %j as %i paise", (price, paise) => {
    const result = check({ price });
    expect(result.ok && result.data.pricePaise).toBe(paise);
  });

  it.each([
    ["abc", "Price must be a number, like 1499 or 1,499.50"],
    ["12abc", "Price must be a number, like 1499 or 1,499.50"],
    ["1.234", "Price must be a number, like 1499 or 1,499.50"],
    ["-5", "Price must be a number, like 1499 or 1,499.50"],
    ["1e5", "Price must be a number, like 1499 or 1,499.50"],
    ["0", "Price must be more than ₹0"],
    ["0.00", "Price must be more than ₹0"],
  ])("refuses the price %j: '%s'", (price, message) => {
    expect(errorsOf({ price }).price).toBe(message);
  });

  it("keeps the original price optional, numeric and above the price", () => {
    expect(check({ originalPrice: "" }).ok).toBe(true);
    expect(errorsOf({ originalPrice: "lots" }).originalPrice).toBe("Original price must be a number, like 1499 or 1,499.50");
    expect(errorsOf({ originalPrice: "8,499" }).originalPrice).toBe("Original price must be above the price");
    expect(errorsOf({ originalPrice: "100" }).originalPrice).toBe("Original price must be above the price");
  });

  it("accepts only the three product types and the two stock statuses", () => {
    for (const type of ["inverter", "ups", "battery"]) expect(check({ type }).ok).toBe(true);
    expect(errorsOf({ type: "solar" }).type).toBe("Choose inverter, UPS or battery");
    expect(errorsOf({ type: "" }).type).toBe("Choose inverter, UPS or battery");
    // `out.ok && out.data.inStock` would also be false for a refused form: match the whole result.
    expect(check({ stockStatus: "Out of Stock" })).toMatchObject({ ok: true, data: { inStock: false } });
    expect(check({ stockStatus: "In Stock" })).toMatchObject({ ok: true, data: { inStock: true } });
    expect(errorsOf({ stockStatus: "Maybe" }).stockStatus).toBe("Choose In Stock or Out of Stock");
  });

  it("lets a counted stock decide the stock flag", () => {
    const none = check({ stockQuantity: "0", stockStatus: "In Stock" });
    expect(none.ok && [none.data.stockQuantity, none.data.inStock]).toEqual([0, false]);
    const some = check({ stockQuantity: " 12 ", stockStatus: "Out of Stock" });
    expect(some.ok && [some.data.stockQuantity, some.data.inStock]).toEqual([12, true]);
    const untracked = check({ stockQuantity: "  " });
    expect(untracked.ok && untracked.data.stockQuantity).toBeNull();
    for (const stockQuantity of ["-1", "1.5", "ten", "99999999"]) {
      expect(errorsOf({ stockQuantity }).stockQuantity).toBe("Stock quantity must be a whole number of 0 or more");
    }
  });

  it("keeps specification rows in order, drops blank ones, refuses half-filled ones", () => {
    const result = check({
      specifications: [
        { label: " Output ", value: " Pure sine wave " },
        { label: "", value: "  " },
        { label: "Battery", value: "12V" },
      ],
    });
    expect(result.ok && result.data.specifications).toEqual([
      { label: "Output", value: "Pure sine wave" },
      { label: "Battery", value: "12V" },
    ]);
    const errors = errorsOf({
      specifications: [
        { label: "Output", value: "" },
        { label: "", value: "12V" },
        { label: "output", value: "x" },
      ],
    });
    expect(errors).toMatchObject({
      "specifications.0.value": "Enter a value for Output",
      "specifications.1.label": "Enter a label for this value",
      "specifications.2.label": "output is listed twice",
    });
  });

  it("reports every problem at once, not only the first field's", () => {
    const errors = errorsOf({ name: "", price: "x", originalPrice: "y", imageUrl: "", stockQuantity: "-2" });
    expect(Object.keys(errors).sort()).toEqual(["imageUrl", "name", "originalPrice", "price", "stockQuantity"]);
  });

  it("names the first problem for the toast", () => {
    const result = check({ name: "", price: "x" });
    expect(!result.ok && result.description).toBe("Name is required");
  });

  it("refuses a product id that is not a UUID", () => {
    expect(errorsOf({ productId: "1; drop table product" }).productId).toBe("Unknown product");
  });
});

describe("reading the posted form", () => {
  it("reads fields, the featured box, spec rows in order and the uploaded file", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, featured: "on", imageUrl: "" })) {
      if (typeof value === "string") form.set(name, value);
    }
    form.append("specLabel", "Output");
    form.append("specValue", "Sine");
    form.append("specLabel", "Weight");
    form.append("specValue", "12 kg");
    form.set("imageSource", "");
    form.set("imageFile", new File([new Uint8Array([1, 2, 3])], "photo.png"));
    const input = productFormInput(form);
    expect(input).toMatchObject({ featured: true, imageSource: "upload", name: "PowerMax 1100" });
    expect(input.specifications).toEqual([
      { label: "Output", value: "Sine" },
      { label: "Weight", value: "12 kg" },
    ]);
    expect((input.imageFile as File).size).toBe(3);
  });

  it("treats an empty file input as no upload", () => {
    const form = new FormData();
    form.set("imageFile", new File([], ""));
    form.set("imageUrl", "/images/a.svg");
    const input = productFormInput(form);
    expect(input).toMatchObject({ imageFile: null, imageSource: "url", featured: false, specifications: [] });
  });
});
