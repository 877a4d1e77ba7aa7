import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cmsLocation, isDramaNumber, launchFindings } from "../../scripts/lib/launchCheck";

describe("the launch check", () => {
  const findings = launchFindings({});
  const kinds = new Set(findings.map((f) => f.kind));
  const awaitingReview = "Copy awaiting its technical review";

  it("names every kind of placeholder still in today's data", () => {
    // Pages awaiting review come and go as the content pass proceeds: tested on their own below.
    expect([...kinds].filter((kind) => kind !== awaitingReview).sort()).toEqual(
      [
        "Default EmailJS id",
        "Drama-range phone number",
        "Example project",
        "Empty address",
        "Illustration instead of a photo",
        "Missing company details",
        "Missing registration",
        "Placeholder domain",
        "Placeholder e-mail",
        "Placeholder tiling partner",
        "Sample review",
        "Unconfirmed price or claim",
      ].sort(),
    );
  });

  it("lists each page whose copy has no review record, and no reviewed page", () => {
    const folders = ["src/content/pages", "src/content/areas", "src/content/area-topics"];
    const unreviewed = folders.flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".md"))
        .map((file) => `${folder}/${file}`)
        .filter((file) => !/^reviewed:/m.test(readFileSync(file, "utf8"))),
    );
    const listed = findings.filter((f) => f.kind === awaitingReview);
    expect(listed.map((f) => f.file).sort()).toEqual(unreviewed.sort());
    for (const finding of listed) expect(finding.cms).toMatch(/ › Reviewed \(entry [a-z0-9/-]+\)$/);
  });

  it("points each one at its file and its place in the CMS", () => {
    const phone = findings.find((f) => f.detail.startsWith("phone:"));
    expect(phone).toMatchObject({ file: "src/content/site/business.json" });
    expect(phone?.cms).toMatch(/^Business and page copy › .+ › .+/);
    for (const finding of findings) expect(finding.cms.split(" › ").length).toBeGreaterThan(1);
  });

  it("accepts EmailJS ids given at build time", () => {
    const env = { PUBLIC_EMAILJS_SERVICE_ID: "s", PUBLIC_EMAILJS_TEMPLATE_ID: "t", PUBLIC_EMAILJS_PUBLIC_KEY: "k" };
    expect(launchFindings(env).some((f) => f.kind === "Default EmailJS id")).toBe(false);
  });

  it("knows Ofcom's drama numbers from real ones", () => {
    expect(isDramaNumber("020 7946 0123")).toBe(true);
    expect(isDramaNumber("07700 900123")).toBe(true);
    expect(isDramaNumber("020 7123 4567")).toBe(false);
    expect(isDramaNumber("07911 123456")).toBe(false);
  });

  it("labels a CMS field by its path", () => {
    expect(cmsLocation("site", "business", "address.postalCode").split(" › ").length).toBe(4);
  });
});
