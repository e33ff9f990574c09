import { z } from "zod";
import { PRODUCT_TYPES } from "~/domain/catalog/product-type";
import { parseRupees } from "~/domain/money/format-rupees";
import { DEFAULT_HSN, normaliseHsn } from "~/domain/gst/product-tax";
import { DEFAULT_GST_RATE_BP, GST_RATES_BP, formatRate, isGstRate, parseRate } from "~/domain/gst/tax-split";

/**
 * The admin product form (add and edit), checked with the same rules in the browser on submit
 * and again in the save-product action. Raw values are what the form posts; the parsed result
 * is in paise, with blank specification rows dropped and the stock flag settled.
 */

export const STOCK_STATUSES = ["In Stock", "Out of Stock"] as const;

/** Uploads: JPEG, PNG or WebP up to 5 MB (the server checks the type from the bytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "Images must be 5 MB or smaller.";
export const IMAGE_WRONG_TYPE = "Please upload a JPEG, PNG or WebP image.";
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const MAX_SPECIFICATIONS = 50;
/** A product form carries one image and some text; a body far above that is refused before it is read. */
export const MAX_PRODUCT_FORM_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-IN")} characters`);

const price = (label: string) =>
  z.string({ error: `${label} is required` }).transform((value, ctx) => {
    if (value.trim() === "") {
      ctx.addIssue({ code: "custom", message: `${label} is required` });
      return z.NEVER;
    }
    const paise = parseRupees(value);
    if (paise === null) {
      ctx.addIssue({ code: "custom", message: `${label} must be a number, like 1499 or 1,499.50` });
      return z.NEVER;
    }
    if (paise <= 0) {
      ctx.addIssue({ code: "custom", message: `${label} must be more than ₹0` });
      return z.NEVER;
    }
    return paise;
  });

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value ?? null);

/** A site path (`/uploads/…`, `/images/…`) or an http(s) address; never `javascript:` and the like. */
const imageUrl = z
  .string()
  .trim()
  .max(2000, "The image URL is too long")
  .refine(
    (value) => /^\/(?![/\\])\S*$/.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success,
    "Enter an image URL starting with https:// (or a path such as /images/…)",
  );

/** The uploaded file as far as the browser can judge it: present and small enough. */
type FileLike = { size: number; name?: string; type?: string };
const imageFile = z
  .custom<FileLike>((value) => typeof value === "object" && value !== null && typeof (value as FileLike).size === "number")
  .nullable();

export const HSN_INVALID = "HSN code must be 4, 6 or 8 digits, like 8504 40";
export const GST_RATE_INVALID = `GST rate must be one of ${GST_RATES_BP.map(formatRate).join(", ")} %`;

/** Blank = the default for the product's type (settled in the transform below). */
const hsnCode = z.preprocess(
  blankToNull,
  z
    .string()
    .transform((value, ctx) => normaliseHsn(value) ?? (ctx.addIssue({ code: "custom", message: HSN_INVALID }), z.NEVER))
    .nullable(),
);
const gstRate = z.preprocess(
  blankToNull,
  z
    .string()
    .transform((value, ctx) => {
      const rateBp = parseRate(value);
      if (rateBp === null || !isGstRate(rateBp)) {
        ctx.addIssue({ code: "custom", message: GST_RATE_INVALID });
        return z.NEVER;
      }
      return rateBp;
    })
    .nullable(),
);

const specRow = z.object({
  label: z.string().trim().max(100, "Keep the label under 100 characters"),
  value: z.string().trim().max(500, "Keep the value under 500 characters"),
});

const specifications = z
  .array(specRow)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (row.label && !row.value) {
        ctx.addIssue({ code: "custom", path: [index, "value"], message: `Enter a value for ${row.label}` });
      } else if (!row.label && row.value) {
        ctx.addIssue({ code: "custom", path: [index, "label"], message: "Enter a label for this value" });
      }
      const key = row.label.toLowerCase();
      if (row.label && seen.has(key)) {
        ctx.addIssue({ code: "custom", path: [index, "label"], message: `${row.label} is listed twice` });
      }
      if (row.label) seen.add(key);
    });
    if (rows.filter((row) => row.label || row.value).length > MAX_SPECIFICATIONS) {
      ctx.addIssue({ code: "custom", message: `At most ${MAX_SPECIFICATIONS} specifications` });
    }
  })
  .transform((rows) => rows.filter((row) => row.label && row.value));

export const ProductFormSchema = z
  .object({
    /** Present when editing. */
    productId: z.preprocess(blankToNull, z.uuid("Unknown product").nullable()),
    name: text("Name", 200),
    brand: text("Brand", 100),
    type: z.enum(PRODUCT_TYPES, { error: "Choose inverter, UPS or battery" }),
    capacity: text("Capacity", 100),
    price: price("Price"),
    originalPrice: z.preprocess(blankToNull, price("Original price").nullable()),
    shortDescription: text("Short description", 300),
    description: text("Description", 5000),
    warranty: text("Warranty", 100),
    imageSource: z.enum(["url", "upload"], { error: "Choose an image URL or an upload" }),
    imageUrl: z.preprocess(blankToNull, imageUrl.nullable()),
    imageFile,
    stockStatus: z.enum(STOCK_STATUSES, { error: "Choose In Stock or Out of Stock" }),
    stockQuantity: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .regex(/^\d{1,7}$/, "Stock quantity must be a whole number of 0 or more")
        .transform(Number)
        .nullable(),
    ),
    featured: z.boolean(),
    specifications,
    hsnCode: hsnCode.optional(),
    gstRate: gstRate.optional(),
  })
  .superRefine((form, ctx) => {
    if (typeof form.originalPrice === "number" && typeof form.price === "number" && form.originalPrice <= form.price) {
      ctx.addIssue({ code: "custom", path: ["originalPrice"], message: "Original price must be above the price" });
    }
    if (form.imageSource === "url" && !form.imageUrl) {
      ctx.addIssue({ code: "custom", path: ["imageUrl"], message: "Image is required: enter a URL or upload a file" });
    }
    if (form.imageSource === "upload") {
      if (!form.imageFile?.size) {
        ctx.addIssue({ code: "custom", path: ["imageFile"], message: "Image is required: choose a file to upload" });
      } else if (form.imageFile.size > MAX_IMAGE_BYTES) {
        ctx.addIssue({ code: "custom", path: ["imageFile"], message: IMAGE_TOO_LARGE });
      }
    }
    // Run even when other fields failed, so the form shows every message at once.
  }, { when: (payload) => typeof payload.value === "object" && payload.value !== null })
  .transform(({ price: pricePaise, originalPrice, stockStatus, stockQuantity, imageSource, imageUrl, imageFile, hsnCode, gstRate, ...rest }) => ({
    ...rest,
    hsnCode: hsnCode ?? DEFAULT_HSN[rest.type],
    gstRateBp: gstRate ?? DEFAULT_GST_RATE_BP,
    pricePaise,
    originalPricePaise: originalPrice,
    // A counted stock decides: none left means out of stock, whatever the status box says.
    inStock: stockQuantity !== null ? stockQuantity > 0 : stockStatus === "In Stock",
    stockQuantity,
    image: imageSource === "upload" ? { upload: imageFile! } : { url: imageUrl! },
  }));

export type ProductFormInput = z.input<typeof ProductFormSchema>;
export type ProductForm = z.output<typeof ProductFormSchema>;

/** The posted form → the schema's input. Works on the browser's FormData and the server's alike. */
export function productFormInput(form: FormData): ProductFormInput {
  const str = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const file = form.get("imageFile");
  const upload = typeof file === "object" && file !== null && file.size > 0 ? file : null;
  const labels = form.getAll("specLabel").map(String);
  const values = form.getAll("specValue").map(String);
  return {
    productId: str("productId"),
    name: str("name"),
    brand: str("brand"),
    type: str("type") as ProductFormInput["type"],
    capacity: str("capacity"),
    price: str("price"),
    originalPrice: str("originalPrice"),
    shortDescription: str("shortDescription"),
    description: str("description"),
    warranty: str("warranty"),
    // Forms without the choice (scripts, tests): a file means an upload.
    imageSource: (str("imageSource") || (upload ? "upload" : "url")) as ProductFormInput["imageSource"],
    imageUrl: str("imageUrl"),
    imageFile: upload,
    stockStatus: str("stockStatus") as ProductFormInput["stockStatus"],
    stockQuantity: str("stockQuantity"),
    featured: ["true", "on", "1"].includes(str("featured")),
    hsnCode: str("hsnCode"),
    gstRate: str("gstRate"),
    specifications: Array.from({ length: Math.max(labels.length, values.length) }, (_, i) => ({
      label: labels[i] ?? "",
      value: values[i] ?? "",
    })),
  };
}
