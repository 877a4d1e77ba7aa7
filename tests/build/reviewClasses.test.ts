/**
 * The published reviews the Worker writes into the built pages (worker/reviews/publicPages.ts) take their
 * classes from sections/reviewClasses.ts; the site's stylesheet must style every one of them, though no
 * built page may use some of them (a reply, "Verified customer") until a review is published.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reviewClasses } from "../../src/components/sections/reviewClasses";
import { filesWithExtension } from "../../scripts/lib/files";
import { testConfig } from "../e2e/support/testConfig";

const css = filesWithExtension(testConfig.outDir, ".css")
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** A class as a selector in the built CSS: `.w-\[85\%\]`, `.sm\:w-\[22rem\]`. */
const selector = (name: string) => `.${name.replace(/[:[\]%/.()]/g, (ch) => `\\${ch}`)}`;

describe("the published reviews' classes", () => {
  it("are all in the site's stylesheet", () => {
    const names = new Set(
      Object.values(reviewClasses)
        .flatMap((value) => (typeof value === "function" ? [value("row"), value("grid")] : [value]))
        .flatMap((value) => value.split(/\s+/).filter(Boolean)),
    );
    expect(names.size).toBeGreaterThan(20);
    expect([...names].filter((name) => !css.includes(selector(name)))).toEqual([]);
  });
});
