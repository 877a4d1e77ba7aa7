// @ts-check
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: [
      "dist/",
      ".*-dist/",
      "screenshots/",
      ".astro/",
      "node_modules/",
      ".tools/",
      "test-results/",
      "bench-results/",
      "worker/worker-configuration.d.ts",
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": "off",
    },
  },
  {
    files: ["**/*.tsx"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.configs.recommended],
  },
  // Layers point one way: pages → components → lib → config → content.
  {
    files: ["src/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/components/**", "**/pages/**", "**/layouts/**"] }] },
  },
  {
    files: ["src/config/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["**/lib/**", "**/components/**", "**/pages/**", "**/layouts/**"] },
      ],
    },
  },
  {
    files: ["src/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["**/config/**", "**/lib/**", "**/components/**", "**/pages/**", "**/layouts/**"] },
      ],
    },
  },
  astro.configs.recommended,
  {
    files: ["**/*.astro"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
