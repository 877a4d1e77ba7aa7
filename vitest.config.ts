import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // Two cores: files run side by side, two at a time.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
        },
        // Route-data modules read content through Astro's virtual modules; unit tests serve them from disk.
        resolve: {
          alias: {
            "astro:content": fileURLToPath(new URL("tests/unit/support/astroContent.ts", import.meta.url)),
            "astro:assets": fileURLToPath(new URL("tests/unit/support/astroAssets.ts", import.meta.url)),
          },
        },
      },
      {
        test: {
          name: "build",
          include: ["tests/build/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/support/requireBuild.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One Chromium and one server of the test build for the whole run, shared by every file.
          globalSetup: ["tests/e2e/support/requireBuild.ts", "tests/e2e/support/globalSetup.ts"],
        },
      },
      {
        // The lead API in workerd (wrangler's local mode) against the Cloudflare test build.
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // A copy of the project with the owner's launch edits: one more build and test run.
        test: {
          name: "owner",
          include: ["tests/owner/**/*.test.ts"],
          environment: "node",
          testTimeout: 20 * 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
