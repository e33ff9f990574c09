// The house rules that a reviewer would otherwise have to remember: which layer may import
// which (docs/decisions/008-one-home-for-each-kind-of-code.md), no import cycles, the hooks
// rules, and files small enough to read. `npm run lint` runs this and knip; `npm test` runs both.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** A layer may not import these folders (paths from the repository root). */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

/**
 * Every `eslint-disable` names the rules it turns off and says why on the same line
 * (`// eslint-disable-next-line some/rule -- the reason`): no blanket disables.
 */
const house = {
  rules: {
    "disable-says-why": {
      meta: { type: "suggestion", messages: { why: "Name the rules and say why: `eslint-disable-next-line rule -- reason`." } },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const text = comment.value.trim();
              if (!/^eslint-disable(-next-line|-line)?\b/.test(text)) continue;
              if (!/^eslint-disable\S*\s+[\w@/-]+.*\s--\s*\S/.test(text)) context.report({ loc: comment.loc, messageId: "why" });
            }
          },
        };
      },
    },
  },
};

const WEB_AND_UI = ["app/routes", "app/components", "app/hooks", "app/stores", "app/root.tsx", "app/entry.server.tsx"];

export default tseslint.config(
  {
    ignores: ["build/**", "node_modules/**", ".react-router/**", "test-results/**", "data/**", "public/**", "drizzle/**", "coverage/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "import-x": importX, "react-hooks": reactHooks, house },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "house/disable-says-why": "error",
      "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `import { type X }` alone still loads the module; a route's .server module must never
      // reach the browser that way.
      "@typescript-eslint/no-import-type-side-effects": "error",
      // `declare global { namespace Express { … } }` is how Express's own types are extended.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            zone(
              "app/domain",
              ["app/services", "app/db", "app/web", "app/lib", "app/config.server.ts", "server", ...WEB_AND_UI],
              "app/domain holds pure rules: it imports only zod and other domain files.",
            ),
            zone(
              "app/services",
              ["app/web", "server", ...WEB_AND_UI],
              "Services take plain arguments and return plain data: no routes, components, hooks, stores or request glue.",
            ),
            zone(
              "app/db",
              ["app/services", "app/web", "server", ...WEB_AND_UI],
              "app/db is the schema, the client and the migrations: it knows nothing above it.",
            ),
            zone(
              "app/web",
              ["server", ...WEB_AND_UI],
              "app/web is the request glue that route modules call: it never imports them or the UI.",
            ),
            zone(
              ["app/components", "app/hooks", "app/stores", "app/lib"],
              ["app/services", "app/db", "app/web", "app/config.server.ts", "server"],
              "UI code never reaches the server's services, database or config: view types live in app/domain/<area>/views.ts.",
            ),
            zone(
              ["app/components", "app/hooks", "app/stores", "app/lib"],
              "app/routes/**",
              "Components may only import an action's type from a route's .server module (useFetcher<typeof action>).",
              ["**/app/routes/*.server.ts", "**/app/routes/*/*.server.ts"],
            ),
            zone("app/lib", ["app/components", "app/hooks", "app/stores"], "app/lib holds small helpers below the UI."),
            zone("server", ["app/routes", "app/components", "app/hooks", "app/stores"], "The server composes services; it renders through the build."),
            zone(
              "app/emails",
              ["app/services", "app/db", "app/web", "app/config.server.ts", "server", ...WEB_AND_UI],
              "app/emails holds the mail templates: React and domain only; the server hands them to the mail service.",
            ),
          ],
        },
      ],
    },
  },
  {
    // Domain rules run in the browser and on the server alike: no I/O, no globals of either.
    files: ["app/domain/**/*.ts"],
    ignores: ["app/domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!zod$|~/domain/|\\./|\\.\\./).*", message: "app/domain imports only zod and other domain files." }] },
      ],
      "no-restricted-globals": [
        "error",
        ...["window", "document", "localStorage", "sessionStorage", "navigator", "fetch", "setTimeout", "setInterval", "process", "console"].map(
          (name) => ({ name, message: `app/domain is pure: ${name} belongs to the browser or server code that calls it.` }),
        ),
      ],
    },
  },
  {
    // Services never see the web framework or React.
    files: ["app/services/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(react|react-dom|react-router|@react-router/.*)$", message: "Services never import the web framework or React." },
          ],
        },
      ],
    },
  },
  {
    // Type-only imports of a route's action are how a component types its fetcher; anything
    // more would pull server code into the browser bundle.
    files: ["app/components/**/*.{ts,tsx}", "app/hooks/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: "^~/routes/", allowTypeImports: true, message: "Import only the action's type from a route module." }],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.{ts,mjs}", "tests/**/*.{ts,mjs}", "server/**/*.ts", "*.{js,ts,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures are not React: their `use` is the fixture callback, and `async ({}, use)`
    // is how a fixture says it needs no other fixture.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
);
