import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { estimatorSettings } from "../../src/config/estimator";
import { visitorPhones } from "../visitorPhones";
import { axeInBothThemes } from "./support/axe";
import { useHarness, type Harness } from "./support/harness";
import { quoteFieldValues, quoteForm, submitQuote, waitForForm } from "./support/quoteForm";
import { quoteFormText } from "../../src/config/quoteForm";

const { labels } = quoteFormText;

const harness = useHarness();

/** The estimator's words and jobs as estimator.json has them today. */
const { text } = estimatorSettings;
const jobLabel = (id: string) => estimatorSettings.jobs.find((job) => job.id === id)?.label ?? `no job ${id}`;
/** The loft conversion pages' jobs, in the order the estimator lists them: the first is chosen to begin with. */
const [firstLoftJob, secondLoftJob] = estimatorSettings.jobs.filter((job) => job.group === "loft");
if (!firstLoftJob || !secondLoftJob) throw new Error("estimator.json lists fewer than two loft jobs");
const finishLabel = (id: string) =>
  estimatorSettings.finishes.find((finish) => finish.id === id)?.label ?? `no finish ${id}`;

const estimator = (page: Page) => page.locator("[data-estimator]");
const range = (page: Page) => page.locator("[data-estimate-range]").textContent();

/** Opens a page and waits for the estimator, which hydrates when it nears the viewport. */
async function openEstimator(path: string, options: Parameters<Harness["newPage"]>[0] = {}) {
  const { page, console } = await harness.newPage(options);
  await page.goto(harness.baseUrl + path);
  await estimator(page).scrollIntoViewIfNeeded();
  // Hydrated once React owns the controls: changing the size changes the range.
  await page.waitForFunction(() => document.querySelector("astro-island[component-export='CostEstimator']:not([ssr])"));
  return { page, console };
}

describe("cost estimator", () => {
  it("changes the range as the visitor picks a job, a size and a finish", async () => {
    const { page, console } = await openEstimator("/london-construction-costs");
    await page.getByLabel(text.job).selectOption({ label: jobLabel("double-storey") });
    const first = await range(page);
    expect(first).toMatch(/^£[\d,]+ to £[\d,]+$/);
    await page.getByLabel(text.floorArea).fill("45");
    await expect.poll(() => range(page)).not.toBe(first);
    const larger = await range(page);
    await page.getByLabel(new RegExp(`^${finishLabel("premium")}`)).check();
    await expect.poll(() => range(page)).not.toBe(larger);
    const money = (text: string | null) => (text ?? "").match(/[\d,]+/g)?.map((n) => Number(n.replace(/,/g, ""))) ?? [];
    expect(money(await range(page))[1]).toBeGreaterThan(money(larger)[1] ?? Infinity);
    // The headline figures sit in a polite live region.
    expect(await page.locator("[aria-live='polite'] [data-estimate-range]").count()).toBe(1);
    // A size beyond the job's range is clamped, with a message.
    await page.getByLabel(text.floorArea).fill("900");
    await page
      .locator("[data-estimate-note]")
      .getByText(
        text.tooLarge.replace(
          "{size}",
          String(estimatorSettings.jobs.find((job) => job.id === "double-storey")?.sizes.max),
        ),
      )
      .waitFor();
    expect(console.filter((line) => line.startsWith("error:"))).toEqual([]);
  });

  it("is usable from the keyboard", async () => {
    const { page } = await openEstimator("/loft-conversions");
    await page.getByLabel(text.job).focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.getByLabel(text.job).inputValue()).toBe(secondLoftJob.id);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("estimate-size");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    // The first of the job's typical sizes: its smallest.
    await expect.poll(() => page.getByLabel(text.floorArea).inputValue()).toBe(String(secondLoftJob.sizes.min));
  });

  // axe-core is injected as an inline script, which the site's CSP rightly blocks.
  it("has no accessibility violations once running, in light and dark", async () => {
    const { page } = await openEstimator("/london-construction-costs", { bypassCSP: true });
    await page.getByLabel(text.conservationArea).check();
    await page.getByLabel(text.floorArea).fill("2");
    await page.locator("[data-estimate-note]").waitFor();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  it("opens a shared address with the same estimate, and ignores hostile values", async () => {
    const { page } = await openEstimator("/loft-conversions");
    await page.getByLabel(text.job).selectOption({ label: jobLabel("mansard") });
    await page.getByLabel(text.floorArea).fill("36");
    await page.getByLabel(text.conservationArea).check();
    await expect.poll(() => page.url()).toContain("conservation=1");
    const shared = page.url();
    const estimate = await range(page);

    const { page: partner } = await openEstimator(new URL(shared).pathname + new URL(shared).search);
    await expect.poll(() => range(partner)).toBe(estimate);
    expect(await partner.getByLabel(text.job).inputValue()).toBe("mansard");
    expect(await partner.getByLabel(text.floorArea).inputValue()).toBe("36");
    expect(await partner.getByLabel(text.conservationArea).isChecked()).toBe(true);

    const hostile =
      "?job=%3Cimg%20src%3Dx%20onerror%3D%22window.pwned%3D1%22%3E&size=%3Cscript%3Ewindow.pwned%3D1%3C%2Fscript%3E&finish=__proto__&property=%22%3E%3Csvg%20onload%3Dalert(1)%3E";
    const { page: attacked, console } = await openEstimator(`/loft-conversions${hostile}`);
    expect(await attacked.getByLabel(text.job).inputValue()).toBe(firstLoftJob.id);
    expect(await attacked.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(
      await attacked.locator("[data-estimator] img, [data-estimator] script, [data-estimator] svg[onload]").count(),
    ).toBe(0);
    expect(await estimator(attacked).innerText()).not.toContain("onerror");
    expect(console.filter((line) => line.startsWith("error:"))).toEqual([]);
  });

  it("turns the estimate into a quote request: the form is filled in and the builder receives the summary", async () => {
    const { page } = await openEstimator("/home-extensions");
    await page.getByLabel(text.job).selectOption({ label: jobLabel("side-return") });
    await page.getByLabel(text.floorArea).fill("14");
    await expect.poll(() => page.url()).toContain("size=14");
    const estimate = await range(page);
    await page.getByRole("link", { name: text.quoteLink }).click();
    await page.waitForURL(/\/contact/);
    await waitForForm(page);
    await expect.poll(async () => (await quoteFieldValues(page)).projectType).toBe("Home Extension");
    const details = (await quoteFieldValues(page)).projectDetails ?? "";
    expect(details).toContain(`${jobLabel("side-return").toLowerCase()}, about 14 m²`);
    expect(details).toContain(`Estimate ${estimate ?? ""} including VAT`);
    // The prefill leaves the address, so a reload does not add it twice.
    expect(new URL(page.url()).search).toBe("");

    await page.getByLabel(labels.firstName).fill("Priya");
    await page.getByLabel(labels.lastName).fill("Shah");
    await page.getByLabel(labels.email).fill("priya@example.com");
    await page.getByLabel(labels.phone).fill(visitorPhones.mobile.display);
    await submitQuote(page);
    await expect.poll(() => harness.stub.sent.length).toBe(1);
    const params = (harness.stub.sent[0]?.body as { template_params: Record<string, string> }).template_params;
    expect(params["project_type"]).toBe("Home Extension");
    expect(params["message"]).toContain(`${jobLabel("side-return").toLowerCase()}, about 14 m²`);
    expect(params["message"]).toContain(estimate ?? "missing");
  });

  it("keeps a saved draft: the visitor's project type stays and the summary follows their words", async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/contact`);
    await waitForForm(page);
    await quoteForm(page).getByLabel(labels.projectType).selectOption("Loft Conversion");
    await page.getByLabel(labels.projectDetails).fill("Also thinking about the loft.");
    await page.goto(`${harness.baseUrl}/kitchen-extensions`);
    await estimator(page).scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      document.querySelector("astro-island[component-export='CostEstimator']:not([ssr])"),
    );
    await page.getByRole("link", { name: text.quoteLink }).click();
    await waitForForm(page);
    await expect
      .poll(async () => (await quoteFieldValues(page)).projectDetails)
      .toMatch(
        new RegExp(
          `^Also thinking about the loft\\.\\n\\n${text.summary.slice(0, text.summary.indexOf("{job}"))}${jobLabel("single-storey-rear").toLowerCase()}`,
        ),
      );
    expect((await quoteFieldValues(page)).projectType).toBe("Loft Conversion");
  });
});
