import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { vercelJson } from "../../scripts/lib/hostConfig";

describe("host configuration", () => {
  it("matches the redirects and headers it is generated from (run `npm run host-config`)", () => {
    expect(readFileSync(new URL("../../vercel.json", import.meta.url), "utf8")).toBe(vercelJson());
  });
});
