import { describe, expect, it } from "vitest";
import { quoteFormCopy } from "../../src/lib/quoteFormCopy";
import { firstProjectPath } from "../../scripts/lib/loadContent";
import { axeInBothThemes, axeViolations } from "./support/axe";
import { waitForForm } from "./support/quoteForm";
import { useHarness } from "./support/harness";

const harness = useHarness();

const pages = ["/", "/contact", "/call-us-today"];

// axe-core is injected as an inline script, which the site's CSP rightly blocks.
describe("accessibility (axe-core, WCAG 2.2 A and AA)", () => {
  it.each(pages)("finds no violations on %s in the light and dark themes", async (path) => {
    const { page } = await harness.newPage({ colorScheme: "light", bypassCSP: true });
    await page.goto(harness.baseUrl + path);
    await waitForForm(page);
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  // One page of each template.
  const templates = [
    "/roof-repairs",
    "/plumbing-electrical",
    "/emergency-plumbing-repairs",
    "/loft-conversions-london",
    "/london-construction-costs",
    "/building-services-london",
    "/areas",
    "/areas/kensington",
    "/areas/kensington/basement-extensions",
    "/about",
    "/services",
    "/projects",
    ...firstProjectPath(),
    "/no-such-page",
  ];
  it.each(templates)("finds no violations on the %s template in the light and dark themes", async (path) => {
    const { page } = await harness.newPage({ colorScheme: "light", bypassCSP: true });
    await page.goto(harness.baseUrl + path);
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  it("announces validation errors on the form with no violations", async () => {
    const { page } = await harness.newPage({ bypassCSP: true });
    await page.goto(`${harness.baseUrl}/contact`);
    await waitForForm(page);
    await page.getByRole("button", { name: quoteFormCopy.submit }).click();
    await page.getByText("Please select a project type").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
