/**
 * The accessibility helper must be able to fail, or every scan that passes means nothing.
 * Runs on a hand-written page; needs no server.
 */
import { test, expect } from "./fixtures";

test("expectNoAxeViolations lists each rule and element it finds", async ({ page, expectNoAxeViolations }) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Broken on purpose</title></head>
    <body><main>
      <h1>Broken on purpose</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="no-alt">
      <button id="no-name"></button>
    </main></body></html>`);
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  expect(failure).toContain("image-alt");
  expect(failure).toContain("#no-alt");
  expect(failure).toContain("button-name");
  expect(failure).toContain("#no-name");

  // …and passes once the page is fixed, also when a rule is switched off or an area left out.
  await page.locator("#no-alt").evaluate((img) => img.setAttribute("alt", "A dot"));
  await expectNoAxeViolations(page, { exclude: ["#no-name"] });
  await expectNoAxeViolations(page, { disableRules: ["button-name"] });
});
