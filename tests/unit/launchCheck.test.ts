import { existsSync, readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  cmsLocation,
  isDramaNumber,
  formatFindings,
  isExampleDomain,
  kindNotes,
  launchFindings,
  ruleWarnings,
} from "../../scripts/lib/launchCheck";
import { loadAllContent } from "../../scripts/lib/loadContent";
import { awaitsOwner, rules } from "../../src/config/rules";
import { business } from "../../src/config/site";
import { quoteReadiness } from "../../src/lib/quoteReadiness";
import { awaitingConfirmation } from "../../scripts/lib/awaitingConfirmation";
import { visitorPhones } from "../visitorPhones";

describe("the launch check", () => {
  const findings = launchFindings({});

  it("says under the sample reviews that on Cloudflare they go once a real review is published", () => {
    const sample = {
      kind: "Sample review",
      detail: "Sarah K., Clapham",
      file: "src/content/reviews.yaml",
      cms: "Reviews",
    };
    const printed = formatFindings([sample]);
    expect(kindNotes["Sample review"]).toMatch(/Cloudflare.*first real review is published/);
    expect(printed.split("\n").slice(2, 4)).toEqual(["Sample review:", `  (${kindNotes["Sample review"] ?? ""})`]);
  });
  const kinds = new Set(findings.map((f) => f.kind));
  const awaitingReview = "Copy awaiting its technical review";

  it("names each placeholder the data still holds, and nothing the owner has replaced", () => {
    const listed = (kind: string) => findings.filter((f) => f.kind === kind).map((f) => f.detail);
    for (const key of ["phone", "mobile", "emergencyPhone"] as const) {
      expect(
        listed("Drama-range phone number").some((d) => d.startsWith(`${key}:`)),
        key,
      ).toBe(isDramaNumber(business[key]));
    }
    expect(kinds.has("Placeholder domain")).toBe(isExampleDomain(business.url));
    expect(kinds.has("Placeholder e-mail")).toBe(isExampleDomain(business.email));
    expect(kinds.has("Empty address")).toBe(!business.address.streetAddress || !business.address.postalCode);
    const { reviews, projects } = loadAllContent();
    expect(listed("Sample review")).toEqual(reviews.filter((r) => r.data.sample).map((r) => r.data.author));
    expect(listed("Example project").length).toBe(projects.filter((p) => p.data.sample).length);
    expect(listed("Illustration instead of a photo").length).toBe(
      projects.filter((p) => p.data.gallery.some((picture) => !picture.photo)).length,
    );
    expect(listed("Unconfirmed price or claim").length).toBe(awaitingConfirmation().length);
  });

  it("lists each fact a written quote still needs, saying no quote can be sent without the address", () => {
    const missing = quoteReadiness(business);
    const listed = findings.filter((f) => /^(address|legal|vat)\./.test(f.detail));
    expect(listed.map((f) => f.detail.split(" ")[0])).toEqual(missing.map((m) => m.field));
    for (const [i, finding] of listed.entries()) {
      expect(finding.detail).toContain(missing[i]?.fact);
      expect(finding.file).toBe("src/content/site/business.json");
    }
    const street = listed.find((f) => f.detail.startsWith("address.streetAddress "));
    expect(business.address.streetAddress === "").toBe(street !== undefined);
    if (street) {
      expect(street.kind).toBe("Empty address");
      expect(street.detail).toContain("A written quote cannot be sent until the address is given.");
      expect(street.cms).toMatch(/ › Street$/);
    }
    const vat = listed.find((f) => f.detail.startsWith("vat.registered "));
    if (vat) expect(vat.kind).toBe("Missing VAT details");
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
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) {
      expect(existsSync(finding.file), finding.file).toBe(true);
      expect(finding.cms.split(" › ").length, finding.cms).toBeGreaterThan(1);
    }
    const businessFinding = findings.find((f) => f.file === "src/content/site/business.json");
    if (businessFinding) expect(businessFinding.cms).toMatch(/^Business and page copy › .+ › .+/);
  });

  it("knows the documentation domain (RFC 2606) from a real one", () => {
    expect(isExampleDomain("https://www.builders.example")).toBe(true);
    expect(isExampleDomain("hello@builders.example")).toBe(true);
    expect(isExampleDomain("https://www.builders.example/contact")).toBe(true);
    expect(isExampleDomain("https://www.example-builders.co.uk")).toBe(false);
    expect(isExampleDomain("hello@builders.co.uk")).toBe(false);
  });

  it("accepts EmailJS ids given at build time", () => {
    const env = { PUBLIC_EMAILJS_SERVICE_ID: "s", PUBLIC_EMAILJS_TEMPLATE_ID: "t", PUBLIC_EMAILJS_PUBLIC_KEY: "k" };
    expect(launchFindings(env).some((f) => f.kind === "Default EmailJS id")).toBe(false);
  });

  it("knows Ofcom's drama numbers from real ones", () => {
    expect(isDramaNumber(visitorPhones.london.display)).toBe(true);
    expect(isDramaNumber(`+44 (0)${visitorPhones.mobile.groups.join(" ")}`)).toBe(true);
    expect(isDramaNumber("020 7123 4567")).toBe(false);
    expect(isDramaNumber("07911 123456")).toBe(false);
  });

  it("names a list item as the editor's list shows it (its label, author or title), never by a number", () => {
    for (const finding of findings) expect(finding.cms, finding.cms).not.toMatch(/\bitem \d+/);
    const unconfirmed = findings.filter((f) => f.kind === "Unconfirmed price or claim");
    for (const pending of awaitingConfirmation().filter((p) => /\.\d+$/.test(p.field))) {
      expect(pending.item, pending.field).toBeTruthy();
      expect(unconfirmed.some((f) => f.cms.endsWith(` › "${pending.item ?? ""}"`))).toBe(true);
    }
    const { reviews, projects } = loadAllContent();
    const inReviews = findings.filter((f) => f.kind === "Sample review").map((f) => f.cms);
    expect(inReviews).toEqual(reviews.filter((r) => r.data.sample).map((r) => `Reviews › "${r.data.author}"`));
    for (const finding of findings.filter((f) => f.file.endsWith("projects.yaml")))
      expect(
        projects.some((p) => finding.cms.startsWith(`Projects › "${p.data.title}" › `)),
        finding.cms,
      ).toBe(true);
  });

  it("falls back to an item's position when it has no name", () => {
    expect(cmsLocation("site", "prices", "prices.4")).toMatch(/ › item 5$/);
    expect(cmsLocation("site", "prices", "prices.4", ["Kitchen fitting"])).toMatch(/ › Prices › "Kitchen fitting"$/);
  });

  it("labels a CMS field by its path", () => {
    expect(cmsLocation("site", "business", "address.postalCode").split(" › ").length).toBe(4);
  });

  describe("rules due for re-checking", () => {
    const [first] = rules;
    if (!first) throw new Error("rules.json holds no rule");
    const checkedOn = (date: string) => [{ ...first, checked: date }];

    it("warns about a rule checked more than 12 months before today, naming its token, file and CMS field", () => {
      const warnings = ruleWarnings(new Date("2027-03-01T09:00:00Z"), checkedOn("2026-02-27"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.detail).toContain(`{${first.token}}`);
      expect(warnings[0]?.detail).toContain("2026-02-27");
      expect(warnings[0]?.file).toBe("src/content/site/rules.json");
      expect(warnings[0]?.cms).toMatch(/ › Rules › "[a-zA-Z]+" › Checked$/);
    });

    it("does not warn about a rule checked within the last 12 months, nor on the anniversary itself", () => {
      expect(ruleWarnings(new Date("2027-03-01T09:00:00Z"), checkedOn("2026-03-02"))).toEqual([]);
      expect(ruleWarnings(new Date("2027-03-01T00:00:00Z"), checkedOn("2026-03-01"))).toEqual([]);
    });

    it("are warnings, not launch findings: a stale rule never adds to what blocks the launch", () => {
      // A trade-practice figure awaiting the owner is a finding; a rule's date never is.
      const fromRules = findings.filter((f) => f.file.endsWith("rules.json"));
      expect(fromRules.every((f) => f.kind === "Unconfirmed price or claim")).toBe(true);
      expect(fromRules).toHaveLength(rules.filter(awaitsOwner).length);
    });
  });
});
