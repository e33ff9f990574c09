/**
 * The shipping step (/user-info): who may open it, the prefilled name and e-mail, every
 * rule's message, the delivery charge by state, the saved checkout, and the checkout's
 * screens on a 360 px phone. Each test registers its own customer.
 */
import { test, expect } from "./fixtures";
import { demoProduct, rupees } from "./support/catalogue";
import {
  cartLine,
  DELIVERY_ELSEWHERE,
  DELIVERY_TAMIL_NADU,
  fillShipping,
  lineFor,
  ORDERABLE,
  placeOrderButton,
  seedCart,
  seedCheckout,
  shippingDetails,
  shippingField,
  shippingForm,
  stateSelect,
  storedCheckout,
  summaryValue,
} from "./support/checkout";
import { at, ONCE_SCRIPTS_RAN } from "./support/constants";

const A = ORDERABLE.inverter;
const C = ORDERABLE.battery;

test.describe("shipping information", () => {
  test("signed out goes to sign in; an empty cart goes back to the cart", async ({ page, register }) => {
    await page.goto("/user-info");
    await expect(page).toHaveURL((url) => url.pathname === "/sign-in" && url.searchParams.get("redirectTo") === "/user-info");

    await register();
    await page.goto("/user-info");
    await expect(page).toHaveURL(at("/cart"), ONCE_SCRIPTS_RAN);
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });

  test("prefilled name and e-mail, every rule's message on leaving a field, delivery by state, then on to payment", async ({
    page,
    customer,
    expectNoAxeViolations,
  }) => {
    const lines = [await lineFor(page, A, 2), await lineFor(page, C, 1)];
    const subtotal = 2 * A.pricePaise + C.pricePaise;
    await seedCart(page, lines, "/user-info");
    await expect(page.getByRole("heading", { name: "Shipping Information" })).toBeVisible();
    await expect(shippingField(page, "fullName")).toHaveValue(customer.username);
    await expect(shippingField(page, "email")).toHaveValue(customer.email);

    const form = shippingForm(page);
    const expectError = async (field: Parameters<typeof shippingField>[1], value: string, message: string) => {
      const input = shippingField(page, field);
      await input.fill(value);
      await input.blur();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    };
    // Nothing shows before a field has been left.
    await expect(form.getByText(/is required$/)).toHaveCount(0);

    await expectError("fullName", "", "Full name is required");
    await expectError("fullName", "   ", "Full name is required");
    await expectError("mobile", "", "Mobile number is required");
    await expectError("mobile", "12345", "Please enter a valid 10-digit mobile number");
    await expectError("mobile", "5876543210", "Please enter a valid 10-digit mobile number");
    await expectError("email", "", "Email is required");
    await expectError("email", "meena.example.test", "Please enter a valid email address");
    await expectError("address", "", "Address is required");
    await expectError("city", "", "City is required");
    await expectError("pincode", "", "Pincode is required");
    await expectError("pincode", "6000", "Please enter a valid 6-digit pincode");
    await expectError("pincode", "60000a", "Please enter a valid 6-digit pincode");
    // Leaving the state unchosen: 'State is required'. The landmark is optional.
    await stateSelect(page).focus();
    await stateSelect(page).blur();
    await expect(form.getByText("State is required", { exact: true })).toBeVisible();
    await shippingField(page, "landmark").focus();
    await shippingField(page, "landmark").blur();
    await expect(shippingField(page, "landmark")).not.toHaveAttribute("aria-invalid", "true");

    // No state yet: 'Select state', no total, and the button waits.
    const submit = page.getByRole("button", { name: "Continue to Payment" });
    await expect(summaryValue(page, "Delivery")).toHaveText("Select state");
    await expect(summaryValue(page, "Total")).toHaveCount(0);
    await expect(summaryValue(page, "Subtotal")).toHaveText(rupees(subtotal));
    await expect(submit).toBeDisabled();
    await expect(stateSelect(page)).toHaveValue("");
    await expect(stateSelect(page).locator("option")).toHaveCount(37); // 'Select state' + 36

    await expectNoAxeViolations(page, { soft: true });

    await stateSelect(page).selectOption("Kerala");
    await expect(summaryValue(page, "Delivery")).toHaveText("₹1,499");
    await expect(summaryValue(page, "Total")).toHaveText(rupees(subtotal + DELIVERY_ELSEWHERE));
    await stateSelect(page).selectOption("Tamil Nadu");
    await expect(summaryValue(page, "Delivery")).toHaveText("₹999");
    await expect(summaryValue(page, "Total")).toHaveText(rupees(subtotal + DELIVERY_TAMIL_NADU));
    await expect(submit).toBeEnabled();

    // Submitting with errors left goes nowhere and shows them all.
    await submit.click();
    await expect(page).toHaveURL(at("/user-info"));

    const details = shippingDetails({ fullName: customer.username, email: customer.email, state: "Tamil Nadu" });
    await fillShipping(page, details);
    for (const message of [/is required$/, /^Please enter a valid/]) await expect(form.getByText(message)).toHaveCount(0);
    await submit.click();
    await expect(page).toHaveURL(at("/payment"));
    await expect(page.getByRole("heading", { name: "Payment", exact: true })).toBeVisible();

    const saved = await storedCheckout(page);
    expect(saved).toMatchObject({
      userInfo: {
        fullName: details.fullName,
        mobile: details.mobile,
        email: details.email,
        address: details.address,
        city: details.city,
        pincode: details.pincode,
        state: "Tamil Nadu",
        landmark: details.landmark,
      },
      items: lines,
      subtotalPaise: subtotal,
      deliveryChargePaise: DELIVERY_TAMIL_NADU,
      totalPaise: subtotal + DELIVERY_TAMIL_NADU,
    });
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  /** The longest demo name: in a summary line that does not wrap, it once pushed /user-info 9 px wide. */
  const LONG_NAME = demoProduct("Luminous SolarHome 3500 Hybrid");

  test("cart, shipping and payment do not scroll sideways with a long product name", async ({ page, customer }) => {
    const lines = [await lineFor(page, LONG_NAME, 2), await lineFor(page, A, 1)];
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    await seedCart(page, lines);
    await expect(cartLine(page, LONG_NAME.name)).toBeVisible();
    expect(await pageWidth(), "/cart").toBeLessThanOrEqual(360);

    await page.goto("/user-info");
    await expect(shippingField(page, "email")).toHaveValue(customer.email);
    expect(await pageWidth(), "/user-info").toBeLessThanOrEqual(360);

    await seedCheckout(page, lines, shippingDetails());
    await page.goto("/payment");
    await expect(placeOrderButton(page)).toBeVisible();
    expect(await pageWidth(), "/payment").toBeLessThanOrEqual(360);
  });
});
