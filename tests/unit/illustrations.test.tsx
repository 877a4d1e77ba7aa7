import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HouseIllustration } from "../../src/components/illustrations/HouseIllustration";
import { ProjectIllustration } from "../../src/components/illustrations/ProjectIllustration";
import { describeProjectPicture, describeVisual } from "../../src/components/illustrations/describe";
import {
  type HouseType,
  type ProjectScene,
  type ProjectStage,
  type WorkFocus,
  houseTypes,
  projectScenes,
  projectStages,
  workFocuses,
} from "../../src/content/visuals";

const houseSvg = (house: HouseType, focus: WorkFocus, title?: string) =>
  renderToStaticMarkup(<HouseIllustration house={house} focus={focus} {...(title === undefined ? {} : { title })} />);
const projectSvg = (scene: ProjectScene, stage: ProjectStage, title?: string) =>
  renderToStaticMarkup(<ProjectIllustration scene={scene} stage={stage} {...(title === undefined ? {} : { title })} />);

const houseCases = houseTypes.flatMap((house) => workFocuses.map((focus) => ({ house, focus })));
const projectCases = projectScenes.flatMap((scene) => projectStages.map((stage) => ({ scene, stage })));

/** What names each scene in its text alternative. */
const sceneWords: Record<ProjectScene, RegExp> = { extension: /extension/i, sash: /sash window/i, loft: /loft/i };

/** The drawing without its accessible name, to compare pictures rather than captions. */
const drawing = (svg: string) => svg.replace(/<title[^>]*>.*?<\/title>/, "");

/** The svg's accessible name: the title its aria-labelledby points at. */
function accessibleName(svg: string): string {
  const labelledBy = /^<svg[^>]*\saria-labelledby="([^"]+)"/.exec(svg)?.[1];
  expect(labelledBy, "aria-labelledby on the svg").toBeTruthy();
  const title = new RegExp(`<title id="${labelledBy ?? ""}">([^<]*)</title>`).exec(svg)?.[1];
  expect(title, "a <title> with the id aria-labelledby names").toBeDefined();
  return title ?? "";
}

/** Static checks every drawing must pass: accessible, CSP-safe, themed through classes only, self-contained. */
function expectWellFormed(svg: string) {
  expect(svg).toMatch(/^<svg[^>]*\sviewBox="0 0 640 400"/);
  expect(svg).toMatch(/^<svg[^>]*\srole="img"/);
  // The Content-Security-Policy forbids inline styles.
  expect(svg).not.toMatch(/\sstyle=/);
  expect(svg).not.toMatch(/<style/);
  // Colour only through theme classes, so the drawing follows light and dark themes.
  for (const [, attr, value] of svg.matchAll(/\s(fill|stroke)="([^"]*)"/g)) {
    expect(`${attr ?? ""}="${value ?? ""}"`).toMatch(/^(fill|stroke)="(none|url\(#[^)]+\))"$/);
  }
  for (const [, classes] of svg.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (classes ?? "").split(/\s+/)) {
      expect(name).toMatch(/^(fill|stroke)-(none|page|surface|ink|muted|line|brand|brand-soft|accent)(\/\d+)?$/);
    }
  }
  // Every reference (<use href>, url(#…), aria-labelledby) points at an element in the same drawing.
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  for (const [, ref] of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(ids.has(ref)).toBe(true);
}

describe("house illustrations", () => {
  it.each(houseCases)("$house × $focus is a named, well-formed svg under 7,000 bytes", ({ house, focus }) => {
    const svg = houseSvg(house, focus);
    expectWellFormed(svg);
    const name = accessibleName(svg);
    expect(name).toBe(describeVisual({ house, focus }));
    expect(Buffer.byteLength(svg)).toBeLessThan(7000);
  });

  it.each(houseTypes)("draws each focus on the %s differently", (house) => {
    const pictures = workFocuses.map((focus) => drawing(houseSvg(house, focus)));
    expect(new Set(pictures).size).toBe(workFocuses.length);
  });

  it("draws each house type differently", () => {
    const pictures = houseTypes.map((house) => drawing(houseSvg(house, "whole")));
    expect(new Set(pictures).size).toBe(houseTypes.length);
  });

  it("takes an explicit title instead of the default name", () => {
    const svg = houseSvg("mews", "roof", "Our flat-roof work on a Kensington mews");
    expect(accessibleName(svg)).toBe("Our flat-roof work on a Kensington mews");
    expect(svg).not.toContain(describeVisual({ house: "mews", focus: "roof" }));
  });

  it("is hidden from assistive technology when its title is empty", () => {
    const svg = houseSvg("semi", "whole", "");
    expect(svg).toMatch(/^<svg[^>]*\saria-hidden="true"/);
    expect(svg).not.toContain("<title");
  });

  it("passes other svg attributes through", () => {
    const svg = renderToStaticMarkup(<HouseIllustration house="terrace" focus="roof" className="w-full" data-x="1" />);
    expect(svg).toMatch(/^<svg[^>]*\sclass="w-full"[^>]*\sdata-x="1"/);
  });

  it("gives two drawings on one page their own ids", () => {
    const page = renderToStaticMarkup(
      <>
        <HouseIllustration house="terrace" focus="brickwork" />
        <HouseIllustration house="terrace" focus="brickwork" />
        <ProjectIllustration scene="loft" stage="during" />
      </>,
    );
    const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of page.split(/(?=<svg)/)) expectWellFormed(svg);
  });
});

describe("project illustrations", () => {
  it.each(projectCases)("$scene × $stage is a named, well-formed svg under 9,000 bytes", ({ scene, stage }) => {
    const svg = projectSvg(scene, stage);
    expectWellFormed(svg);
    const name = accessibleName(svg);
    expect(name).toBe(describeProjectPicture(scene, stage));
    expect(name).toMatch(sceneWords[scene]);
    expect(Buffer.byteLength(svg)).toBeLessThan(9000);
  });

  it("draws the nine pictures differently", () => {
    const pictures = projectCases.map(({ scene, stage }) => drawing(projectSvg(scene, stage)));
    expect(new Set(pictures).size).toBe(projectCases.length);
  });

  it("names every stage differently", () => {
    const names = projectCases.map(({ scene, stage }) => describeProjectPicture(scene, stage));
    expect(new Set(names).size).toBe(names.length);
  });

  it("takes an explicit title instead of the default name", () => {
    const svg = projectSvg("sash", "after", "The rehung sash in Islington");
    expect(accessibleName(svg)).toBe("The rehung sash in Islington");
    expect(svg).not.toContain(describeProjectPicture("sash", "after"));
  });
});
