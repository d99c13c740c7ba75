// ESLint flat config. Type-aware rules are left out on purpose: `tsc --noEmit` already runs
// in `npm test`, and linting stays fast and independent of the build's generated types.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "public/",
    ".cache/",
    "node_modules/",
    "coverage/",
    "src/gatsby-types.d.ts",
    "bench/results*",
    "stub-api/images/",
    "static/",
    "webhook-data/",
    "e2e/screenshots/",
    "test-results/",
    "playwright-report/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },

  // The site: React in the browser (and in Gatsby's SSR, which never touches window).
  {
    files: ["src/**/*.{ts,tsx,js,jsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.{ts,tsx,js,jsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },

  // Build-time code, scripts, servers and config files run in Node.
  {
    files: [
      "**/*.mjs",
      "**/*.cjs",
      "*.{js,ts}",
      "src/node/**",
      "gatsby-node.ts",
      "gatsby-config.ts",
      "stub-api/**",
      "webhook/**",
      "bench/**",
      "scripts/**",
      "e2e/**",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // Playwright Test: fixtures take `{}` when they need no other fixture, and hand their value
  // over with `use`, which is not React's hook.
  {
    files: ["e2e/**", "playwright.config.ts"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  // CommonJS files at the root (jest.config.js, jest-preprocess.js, loadershim.js).
  {
    files: ["*.js", "**/*.cjs", "__mocks__/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },

  // Jest: unit tests, their setup and the module mocks.
  {
    files: ["__tests__/**", "**/__tests__/**", "__mocks__/**", "jest.setup.ts", "loadershim.js"],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
  },
  {
    files: ["__mocks__/**"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
