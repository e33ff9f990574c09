import { z } from "zod";
import { GSTIN_MESSAGES, gstinProblem, normaliseGstin } from "~/domain/gst/gstin";
import { isIndianState, type IndianState } from "./indian-states";

/**
 * The shipping form, checked with the same rules in the browser (as the shopper leaves a
 * field and on submit) and in the place-order action. Messages are the spec's, exactly.
 */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const BUSINESS_NAME_REQUIRED = "Business name is required with a GSTIN";

/** Optional, for business purchases: printed on the tax invoice. */
const gstin = z.preprocess(
  blankToUndefined,
  z
    .string()
    .transform((value, ctx) => {
      const normalised = normaliseGstin(value);
      const problem = gstinProblem(normalised);
      if (problem) {
        ctx.addIssue({ code: "custom", message: GSTIN_MESSAGES[problem] });
        return z.NEVER;
      }
      return normalised;
    })
    .optional(),
);

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const ShippingSchema = z.object({
  fullName: required("Full name is required").max(120, "Full name is too long"),
  mobile: required("Mobile number is required").regex(
    /^[6-9]\d{9}$/,
    "Please enter a valid 10-digit mobile number",
  ),
  email: required("Email is required")
    .max(254, "Please enter a valid email address")
    .regex(/^[^\s@]+@[^\s@]+$/, "Please enter a valid email address"),
  address: required("Address is required").max(500, "Address is too long"),
  city: required("City is required").max(100, "City is too long"),
  pincode: required("Pincode is required").regex(/^\d{6}$/, "Please enter a valid 6-digit pincode"),
  state: z
    .string({ error: "State is required" })
    .refine((value): value is IndianState => isIndianState(value), "State is required"),
  // Optional: an empty box means no landmark.
  landmark: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().max(200, "Landmark is too long").optional(),
  ),
  gstin,
  businessName: z.preprocess(blankToUndefined, z.string().trim().max(120, "Business name is too long").optional()),
}).superRefine((shipping, ctx) => {
  if (shipping.gstin && !shipping.businessName) ctx.addIssue({ code: "custom", path: ["businessName"], message: BUSINESS_NAME_REQUIRED });
});

export type ShippingDetails = z.infer<typeof ShippingSchema>;
export type ShippingField = keyof ShippingDetails;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

/** First message per field, as the form shows them. */
export function shippingErrors(input: unknown): ShippingErrors {
  const result = ShippingSchema.safeParse(input);
  if (result.success) return {};
  const errors: ShippingErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ShippingField;
    errors[field] ??= issue.message;
  }
  return errors;
}
