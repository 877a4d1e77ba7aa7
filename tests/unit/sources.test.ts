/**
 * The source registry (src/content/site/sources.json): every link is an https
 * address on an official host, checked by its form only (no network); every
 * rule and every page cites sources the registry holds; a page lists its
 * sources at its end; and the launch check warns about a source read more
 * than a year ago, with the clock passed in. Values come from the data files.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadAllContent } from "../../scripts/lib/loadContent";
import { sourceWarnings } from "../../scripts/lib/launchCheck";
import { SourceList } from "../../src/components/sections/SourceList";
import { sectionTitles } from "../../src/config/pageCopy";
import { rules } from "../../src/config/rules";
import { monthOf, sources } from "../../src/config/sources";
import { sourceHosts, sourcesSchema } from "../../src/content/schemas/sources";
import { pageSourcesFor } from "../../src/lib/pageSources";

const [first] = sources;
if (!first) throw new Error("sources.json holds no source");
const withUrl = (url: string) => sourcesSchema.safeParse({ sources: [{ ...first, url }] }).success;

describe("the source registry", () => {
  it("links every source to an https page on an allowed host", () => {
    for (const source of sources) {
      const url = new URL(source.url);
      expect(url.protocol, source.id).toBe("https:");
      expect(url.username + url.password + url.port, source.id).toBe("");
      expect(
        sourceHosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`)),
        `${source.id}: ${url.hostname}`,
      ).toBe(true);
    }
  });

  it("refuses a link on another host, over http, or dressed up as an allowed one", () => {
    expect(withUrl("https://www.legislation.gov.uk/ukpga/1996/40")).toBe(true);
    expect(withUrl("https://example.com/party-wall")).toBe(false);
    expect(withUrl("http://www.legislation.gov.uk/ukpga/1996/40")).toBe(false);
    expect(withUrl("https://legislation.gov.uk.example.com/")).toBe(false);
    expect(withUrl("https://notgov.uk/")).toBe(false);
  });

  it("refuses a source without the day it was read", () => {
    const undated: Partial<typeof first> = { ...first };
    delete undated.read;
    expect(sourcesSchema.safeParse({ sources: [undated] }).success).toBe(false);
    expect(sourcesSchema.safeParse({ sources: [{ ...first, read: "December 2026" }] }).success).toBe(false);
  });

  it("holds each source once", () => {
    const ids = sources.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("holds every source a rule cites, and every rule but trade practice cites one", () => {
    const ids = new Set(sources.map((s) => s.id));
    for (const rule of rules) {
      for (const id of rule.sources) expect(ids.has(id), `{${rule.token}} cites ${id}`).toBe(true);
      if (rule.kind === "trade practice") expect(rule.basis, rule.token).toBeTruthy();
      else expect(rule.sources.length, rule.token).toBeGreaterThan(0);
    }
  });

  it("holds every source a page cites", () => {
    const { pages, areas, areaTopics } = loadAllContent();
    const ids = new Set(sources.map((s) => s.id));
    for (const entry of [...pages, ...areas, ...areaTopics]) {
      for (const id of entry.data.reviewed?.sources ?? []) expect(ids.has(id), `${entry.id} cites ${id}`).toBe(true);
    }
  });
});

describe("a page's list of sources", () => {
  const reviewed = { date: first.read, sources: [first.id] };

  it("shows each source's title linked to its official page, with the month the page was checked", () => {
    const data = pageSourcesFor(reviewed);
    if (!data) throw new Error("no sources");
    const html = renderToStaticMarkup(createElement(SourceList, data));
    expect(html).toContain(`href="${first.url}"`);
    expect(html).toContain(first.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(html).toContain(monthOf(first.read));
    expect(html).toContain(sectionTitles.content.sourcesChecked.split("{month}")[0] ?? "");
  });

  it("is left out of a page with no review record, and stops the build on an unknown id", () => {
    expect(pageSourcesFor(undefined)).toBeUndefined();
    expect(() => pageSourcesFor({ date: first.read, sources: ["no-such-source"] }, "test page")).toThrow(
      /test page cites source "no-such-source"/,
    );
  });
});

describe("sources due for reading again", () => {
  const readOn = (day: string) => [{ ...first, read: day }];

  it("warns about a source read more than 12 months before the clock, naming it, its file and CMS field", () => {
    const warnings = sourceWarnings(new Date("2027-03-01T09:00:00Z"), readOn("2026-02-27"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.detail).toContain(first.title);
    expect(warnings[0]?.detail).toContain("2026-02-27");
    expect(warnings[0]?.file).toBe("src/content/site/sources.json");
    expect(warnings[0]?.cms).toMatch(/ › Read$/);
  });

  it("does not warn within 12 months, nor on the anniversary itself", () => {
    expect(sourceWarnings(new Date("2027-03-01T09:00:00Z"), readOn("2026-03-02"))).toEqual([]);
    expect(sourceWarnings(new Date("2027-03-01T00:00:00Z"), readOn("2026-03-01"))).toEqual([]);
  });
});
