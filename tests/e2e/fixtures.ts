/**
 * The `test` every spec imports: Playwright's own, plus the shop's helpers.
 *
 *   import { test, expect } from "./fixtures";
 *   test("…", async ({ page, expectNoAxeViolations }) => { … await expectNoAxeViolations(page); });
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** The WCAG levels the shop promises: 2.0 and 2.1, A and AA. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export type AxeOptions = {
  /** CSS selectors to scan instead of the whole page. */
  include?: string[];
  /** CSS selectors to leave out (say why at the call site). */
  exclude?: string[];
  /** Rule ids to switch off (say why at the call site). */
  disableRules?: string[];
};

type ShopFixtures = {
  /** Runs axe on the page as it is now and fails with one line per rule and element. */
  expectNoAxeViolations: (page: Page, options?: AxeOptions) => Promise<void>;
  // Later issues add the account helpers here, each cleaning up after itself:
  //   login: (user?: { email: string; password: string }) => Promise<void>;
  //   register: (user?: Partial<NewUser>) => Promise<{ email: string; password: string }>;
};

export const test = base.extend<ShopFixtures>({
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page, options = {}) => {
      let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
      for (const selector of options.include ?? []) builder = builder.include(selector);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
      const { violations } = await builder.analyze();
      const report = violations.flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `[${violation.impact ?? "?"}] ${violation.id}: ${violation.help}\n` +
            `    at ${node.target.map(String).join(" ")}\n` +
            `    ${node.html.length > 200 ? `${node.html.slice(0, 200)}…` : node.html}` +
            (node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, "\n    ")}` : ""),
        ),
      );
      expect(
        report,
        `axe found ${report.length} violation(s) on ${page.url()}:\n${report.join("\n")}\n`,
      ).toEqual([]);
    });
  },
});

export { expect };
