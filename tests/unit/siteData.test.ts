import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { validateSiteData } from "../../src/config/validateSiteData";
import { visitorPhones } from "../visitorPhones";

const siteDir = new URL("../../src/content/site/", import.meta.url);

/** A copy of the owner's data with one file changed. */
function copyWith(file: string, change: (data: Record<string, unknown>) => void): URL {
  const dir = mkdtempSync(join(tmpdir(), "site-data-"));
  cpSync(siteDir, dir, { recursive: true });
  const data = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>;
  change(data);
  writeFileSync(join(dir, file), JSON.stringify(data));
  return pathToFileURL(`${dir}/`);
}

describe("the owner's data files", () => {
  it("all meet their schemas", () => {
    expect(() => validateSiteData()).not.toThrow();
  });

  it("stop the build on a bad edit, naming the file and the field", () => {
    const dir = copyWith("business.json", (d) => (d.phone = "call us"));
    expect(() => validateSiteData(dir)).toThrow(/business\.json[\s\S]*phone: Write a UK phone number/);
  });

  it("take phone numbers written the ways people write them", () => {
    const dir = copyWith("business.json", (d) => {
      d.phone = "+44 (0)20 3946 0000";
      d.emergencyPhone = "020-3946-0000";
      d.mobile = `+44 ${visitorPhones.mobile.groups.join(" ")}`;
    });
    expect(() => validateSiteData(dir)).not.toThrow();
  });

  it("refuse a landline as the mobile, giving a mobile as the example", () => {
    const dir = copyWith("business.json", (d) => (d.mobile = "020 3946 0000"));
    expect(() => validateSiteData(dir)).toThrow(
      /business\.json[\s\S]*mobile: Write a UK mobile number[^\n]*07\d{3} \d{6}/,
    );
  });

  it("reject a search title too long for search results", () => {
    const dir = copyWith("home.json", (d) => ((d.meta as { title: string }).title = "x".repeat(61)));
    expect(() => validateSiteData(dir)).toThrow(/home\.json[\s\S]*meta\.title/);
  });
});
