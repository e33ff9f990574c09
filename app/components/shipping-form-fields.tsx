import { FormField } from "~/components/form-field";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { INDIAN_STATES } from "~/domain/checkout/indian-states";
import type { ShippingErrors, ShippingField } from "~/domain/checkout/shipping-schema";

export type ShippingValues = Record<ShippingField, string>;

/** The shipping form's inputs; messages appear once a field has been left (or on submit). */
export function ShippingFormFields({
  values,
  errors,
  onChange,
  onBlur,
}: {
  values: ShippingValues;
  errors: ShippingErrors;
  onChange: (field: ShippingField, value: string) => void;
  onBlur: (field: ShippingField) => void;
}) {
  const field = (name: ShippingField) => ({
    name,
    id: `shipping-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
  });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label="Full Name" autoComplete="name" maxLength={120} {...field("fullName")} />
      </div>
      <FormField label="Mobile Number" type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} placeholder="10-digit mobile number" {...field("mobile")} />
      <FormField label="Email" type="email" inputMode="email" autoComplete="email" {...field("email")} />
      <div className="sm:col-span-2">
        <FormField label="Address" autoComplete="street-address" maxLength={500} placeholder="House number, street, area" {...field("address")} />
      </div>
      <FormField label="City" autoComplete="address-level2" maxLength={100} {...field("city")} />
      <FormField label="Pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field("pincode")} />
      <div className="space-y-1.5">
        <Label htmlFor="shipping-state">State</Label>
        <NativeSelect
          id="shipping-state"
          name="state"
          value={values.state}
          onChange={(event) => onChange("state", event.target.value)}
          onBlur={() => onBlur("state")}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? "shipping-state-error" : undefined}
        >
          <option value="">Select state</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </NativeSelect>
        {errors.state ? (
          <p id="shipping-state-error" className="text-sm font-medium text-destructive">
            {errors.state}
          </p>
        ) : null}
      </div>
      <FormField label="Landmark (optional)" autoComplete="off" maxLength={200} {...field("landmark")} />
      <FormField label="GSTIN (for business purchases)" autoComplete="off" maxLength={20} placeholder="Optional: 15 characters" {...field("gstin")} />
      <FormField label="Business name" autoComplete="organization" maxLength={120} placeholder="Required with a GSTIN" {...field("businessName")} />
    </div>
  );
}
