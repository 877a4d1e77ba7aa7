// @ts-check
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import astro from "eslint-plugin-astro";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The Worker's rooms: each feature is a folder with its own Hono app; what features share lives in a
 * home named for what it holds. Only the entry (worker/index.ts) imports several features.
 */
const workerFeatures = ["api", "app", "inbox", "request", "visits", "jobs"];
const workerHomes = ["alerts", "html", "leads", "photos", "platform"];
/** @param {string[]} names */
const folders = (names) => names.map((name) => `./worker/${name}`);

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
  // No import loops (run-time imports; type-only ones are checked by madge, see docs/architecture.md), and
  // the Worker's features import shared homes, never each other; shared homes import no feature.
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: ["tsconfig.json", "worker/tsconfig.json"] }),
      ],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...workerFeatures.map((feature) => ({
              target: `./worker/${feature}`,
              from: folders(workerFeatures.filter((other) => other !== feature)),
              message: "A Worker feature imports shared homes, never another feature: worker/index.ts wires them.",
            })),
            {
              target: folders(workerHomes),
              from: folders(workerFeatures),
              message:
                "A shared home imports no feature: a page made of several features' sections uses html/sections.ts.",
            },
            { target: "./src", from: "./worker", message: "Nothing in src/ imports the Worker." },
          ],
        },
      ],
    },
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
