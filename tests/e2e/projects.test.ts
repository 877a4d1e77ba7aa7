import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadAllContent } from "../../scripts/lib/loadContent";
import { axeInBothThemes } from "./support/axe";
import { useHarness, type Harness } from "./support/harness";

/** The projects on file, whatever the owner has put there: the first one is the one opened. */
const projects = loadAllContent().projects.map((entry) => ({ ...entry.data, id: entry.id }));
const extension = projects[0];
if (!extension) throw new Error("projects.yaml lists no project");
const captions = extension.gallery.map((item) => item.caption);
const drawn = extension.gallery.every((item) => !item.photo);
const [beforeCaption = "", duringCaption = ""] = captions;
const path = `/projects/${extension.id}`;
const isLightboxScript = (url: string) => /\/_astro\/lightbox[-.][\w-]+\.js$/.test(url);

const harness = useHarness();

async function openProject(options: Parameters<Harness["newPage"]>[0] = {}) {
  const opened = await harness.newPage(options);
  await opened.page.goto(harness.baseUrl + path);
  return opened;
}

const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));

describe("project page", () => {
  it("shows before, during and after as three distinct pictures with their captions", async () => {
    const { page } = await openProject();
    const figures = page.locator("[data-gallery-item]");
    expect(await figures.count()).toBe(3);
    expect(await figures.locator("figcaption [data-caption]").allTextContents()).toEqual(captions);
    for (const [index, stage] of ["Before", "During", "After"].entries()) {
      const figure = figures.nth(index);
      expect(await figure.locator("figcaption").getByText(stage, { exact: true }).isVisible()).toBe(true);
      // A drawing says it is one; the owner's photograph does not.
      const photo = extension.gallery[index]?.photo;
      expect(await figure.getByText("Illustration").count()).toBe(photo ? 0 : 1);
      const button = figure.getByRole("button", { name: `Enlarge: ${captions[index]}` });
      expect(await button.isVisible()).toBe(true);
    }
    // Their accessible descriptions come from the alt text in the data.
    const described = await figures.evaluateAll((nodes) =>
      nodes.map(
        (node) =>
          node.querySelector("button > svg > title")?.textContent ??
          node.querySelector("button img")?.getAttribute("alt"),
      ),
    );
    expect(described).toEqual(extension.gallery.map((item) => item.alt));
    if (!drawn) return;
    // Each picture is a different drawing: compare their markup with ids taken out.
    const drawings = await figures.evaluateAll((nodes) =>
      nodes.map((node) => (node.querySelector("button > svg")?.innerHTML ?? "").replace(/\bid="[^"]*"|#[\w:-]+/g, "")),
    );
    expect(drawings.every((markup) => markup.length > 200)).toBe(true);
    expect(new Set(drawings).size).toBe(3);
  });

  it("requests the lightbox script only when a picture is first clicked", async () => {
    const { page, context } = await harness.newPage();
    const requested: string[] = [];
    context.on("request", (request) => requested.push(request.url()));
    await page.goto(harness.baseUrl + path);
    await page.waitForLoadState("networkidle");
    await page.locator("#before-after input[type=range]").focus();
    await page.keyboard.press("ArrowRight");
    // The slider's script has handled the key: the after picture moved.
    await expect
      .poll(() =>
        page.locator("[data-before-after]").evaluate((el) => getComputedStyle(el).getPropertyValue("--after")),
      )
      .toBe("51%");
    expect(requested.filter(isLightboxScript)).toEqual([]);

    const loaded = page.waitForRequest((request) => isLightboxScript(request.url()));
    await page.getByRole("button", { name: `Enlarge: ${captions[0]}` }).click();
    await loaded;
    await page.locator("dialog[open]").waitFor();
    expect(requested.filter(isLightboxScript)).toHaveLength(1);
  });

  it("opens the lightbox from a picture, keeps focus in it, steps to the next picture and returns focus on Escape", async () => {
    const { page } = await openProject();
    const opener = page.getByRole("button", { name: `Enlarge: ${captions[0]}` });
    await opener.click();
    await page.getByRole("dialog", { name: beforeCaption }).waitFor();
    const dialog = page.locator("dialog[data-lightbox]");
    expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    expect(await focusInDialog(page)).toBe(true);
    // The enlarged picture is the drawing, or the owner's photograph once there is one.
    const enlarged = extension.gallery[0]?.photo ? "[data-lightbox-picture] img" : "[data-lightbox-picture] > svg";
    expect(await dialog.locator(enlarged).count()).toBe(1);
    expect(await dialog.getByText("1 of 3").isVisible()).toBe(true);

    for (let i = 0; i < 7; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInDialog(page), `after ${i + 1} Tab presses`).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInDialog(page), `after ${i + 1} Shift+Tab presses`).toBe(true);
    }

    await dialog.getByRole("button", { name: "Next picture" }).click();
    expect(await page.locator("#lightbox-caption").textContent()).toBe(captions[1]);
    expect(await page.getByRole("dialog", { name: duringCaption }).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Previous picture" }).click();
    await dialog.getByRole("button", { name: "Previous picture" }).click();
    expect(await page.locator("#lightbox-caption").textContent()).toBe(captions[2]);

    await page.keyboard.press("Escape");
    await page.locator("dialog[data-lightbox]:not([open])").waitFor({ state: "attached" });
    expect(await page.locator("dialog[data-lightbox]").evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("closes the lightbox with its close button and with a click on the backdrop", async () => {
    const { page } = await openProject({ viewport: { width: 1366, height: 900 } });
    const opener = page.getByRole("button", { name: `Enlarge: ${captions[2]}` });
    await opener.click();
    const dialog = page.locator("dialog[data-lightbox]");
    await page.locator("dialog[open]").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await opener.click();
    await page.locator("dialog[open]").waitFor();
    await page.mouse.click(8, 8);
    expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("reveals more or less of the after picture with the slider's keys", async () => {
    const { page } = await openProject();
    const figure = page.locator("[data-before-after]");
    const range = figure.getByRole("slider", { name: "Compare before and after" });
    const state = () =>
      figure.evaluate((el) => ({
        after: getComputedStyle(el).getPropertyValue("--after").trim(),
        clip: getComputedStyle(el.querySelector("[data-after-layer]") as Element).clipPath,
      }));
    expect(await range.inputValue()).toBe("50");
    const start = await state();
    expect(start.clip).toMatch(/inset\(0px 50% 0px 0px\)|inset\(0px calc\(50%\) 0px 0px\)/);

    await range.focus();
    await page.keyboard.press("ArrowRight");
    expect(await range.inputValue()).toBe("51");
    const moved = await state();
    expect(moved.after).toBe("51%");
    expect(moved.clip).not.toBe(start.clip);
    expect(await range.getAttribute("aria-valuetext")).toBe("51% after");

    await page.keyboard.press("End");
    expect((await state()).after).toBe("100%");
    await page.keyboard.press("Home");
    expect((await state()).after).toBe("0%");
  });

  it("shows both halves at 50% and hides the slider when script is off", async () => {
    const { page } = await openProject({ javaScriptEnabled: false });
    const figure = page.locator("[data-before-after]");
    expect(await figure.locator("input[type=range]").isVisible()).toBe(false);
    const clip = await figure.locator("[data-after-layer]").evaluate((el) => getComputedStyle(el).clipPath);
    expect(clip).toMatch(/50%/);
    expect(await page.locator("[data-gallery-item]").count()).toBe(3);
  });

  it("has no accessibility violations, with the lightbox closed and open, in light and dark", async () => {
    const { page } = await openProject({ bypassCSP: true });
    expect(await axeInBothThemes(page), "lightbox closed").toEqual({ light: [], dark: [] });
    await page.getByRole("button", { name: `Enlarge: ${captions[1]}` }).click();
    await page.locator("dialog[open]").waitFor();
    expect(await axeInBothThemes(page), "lightbox open").toEqual({ light: [], dark: [] });
  });
});

describe("projects grid", () => {
  it("shows each project's finished picture, marked as an illustration, as an example or completed, with its link", async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/projects`);
    const cards = page.locator("#projects li");
    expect(await cards.count()).toBe(projects.length);
    for (const [index, project] of projects.entries()) {
      const card = cards.nth(index);
      const after = project.gallery.find((item) => item.stage === "after");
      if (after?.photo) {
        expect(await card.locator("img").first().getAttribute("alt")).toBe(after.alt);
        expect(await card.getByText("Illustration").count()).toBe(0);
      } else {
        expect(await card.locator("svg > title").first().textContent()).toBe(after?.alt);
        expect(await card.getByText("Illustration").isVisible()).toBe(true);
      }
      // An example the site launched with says so instead of claiming a completed job.
      expect(
        await card
          .getByText(project.sample ? /^Example\b/ : "Completed")
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await card.getByRole("heading", { name: project.title }).isVisible()).toBe(true);
      expect(await card.getByRole("link", { name: /^View project/ }).getAttribute("href")).toBe(
        `/projects/${project.id}`,
      );
    }
  });
});
