/**
 * The content editor at /admin (Sveltia CMS), served by the local server with
 * its own security policy: it loads from the site's own origin with no policy
 * violation, and saving an unchanged entry leaves its file byte for byte as
 * it was (run through the editor's in-browser test backend).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { cspViolations, watchCspViolations } from "./support/csp";
import { useHarness } from "./support/harness";

const harness = useHarness();

describe("content editor", () => {
  it.each(["en-US", "en-GB"])("shows its sign-in screen with no policy violation (%s)", async (locale) => {
    const { page, context, console } = await harness.newPage({ locale, viewport: { width: 1366, height: 900 } });
    await watchCspViolations(context);
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.origin !== harness.baseUrl) elsewhere.push(url.origin);
    });
    const response = await page.goto(`${harness.baseUrl}/admin`);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response?.headers()["content-security-policy"]).toContain(
      "connect-src 'self' blob: data: https://api.github.com",
    );
    await page.getByRole("button", { name: "Sign In Using Access Token" }).waitFor();
    await page.getByRole("button", { name: "Work with Local Repository" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await cspViolations(page)).toEqual([]);
    expect(console.filter((line) => line.includes("Content Security Policy"))).toEqual([]);
    // Fonts, translations and the version check come from the site; only GitHub's status page is elsewhere.
    expect([...new Set(elsewhere)]).toEqual(["https://www.githubstatus.com"]);
    expect(await response?.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  describe("saving through the editor (its in-browser test backend)", () => {
    /**
     * One entry of each kind of file the editor writes, rather than every file: `normalise-content --check`
     * and the schema parity test hold every file to the editor's format, so this checks the editor itself.
     * Together they hold every widget the editor has, inside each kind of parent it nests them in (the top
     * level, an object, a list), as src/config/cmsConfig.ts builds them.
     */
    const largestJson = readdirSync("src/content/site")
      .map((file) => ({ file, size: statSync(`src/content/site/${file}`).size }))
      .reduce((a, b) => (b.size > a.size ? b : a)).file;
    type Entry = readonly [file: string, address: string];
    const siteEntry = (file: string): Entry => [
      `src/content/site/${file}`,
      `site/entries/${file.replace(/\.json$/, "")}`,
    ];
    const entries = (
      [
        // A Markdown page with YAML front matter, at the top of its folder.
        ["src/content/areas/clapham.md", "areas/entries/clapham"],
        // A Markdown page nested under its parent's folder.
        ["src/content/pages/flooring/laminate-installation.md", "pages/entries/flooring/laminate-installation"],
        // A YAML list of entries with nested lists, choices and pictures.
        ["src/content/projects.yaml", "projects/entries/projects"],
        // A YAML list with numbers and dates written bare.
        ["src/content/reviews.yaml", "reviews/entries/reviews"],
        // The largest JSON file: lists of objects holding lists.
        siteEntry(largestJson),
        // JSON with numbers and booleans in lists and in objects, and lists of objects inside objects.
        siteEntry("estimator.json"),
        // JSON with numbers and booleans at the top level.
        siteEntry("partner.json"),
        // JSON with a picture and a choice inside an object, and prose at the top level.
        siteEntry("home.json"),
      ] satisfies Entry[]
    ).filter(([file], index, all) => all.findIndex(([other]) => other === file) === index);
    /** The test repository: a page of each Markdown family and every list and site file, as on a real one. */
    const repositoryFiles = [
      "src/content/pages/flooring/laminate-installation.md",
      "src/content/areas/clapham.md",
      "src/content/area-topics/clapham/party-wall-agreements.md",
      "src/content/reviews.yaml",
      "src/content/projects.yaml",
      // The accreditations file stays empty until the owner adds a body: nothing in it to edit yet.
      ...readdirSync("src/content/site")
        .filter((file) => file !== "accreditations.json")
        .map((file) => `src/content/site/${file}`),
    ];

    let page: Page;
    let cdp: CDPSession;
    /** The editor's console from the first page load on. */
    let consoleLines: string[];
    beforeAll(async () => {
      let context: BrowserContext;
      ({ page, context, console: consoleLines } = await harness.newPage({ viewport: { width: 1366, height: 900 } }));
      await watchCspViolations(context);
      cdp = await context.newCDPSession(page);
      // The same configuration, with the test backend: files live in the browser's private file system.
      await page.route("**/admin/config.yml*", async (route) => {
        // Playwright's own connection to the test server may be one the server is just closing as idle
        // (keep-alive): a reset, not an answer, so it is asked again (CI saw one in a run).
        const response = await route.fetch({ maxRetries: 2 });
        const config = parse(await response.text()) as Record<string, unknown>;
        await route.fulfill({ response, body: stringify({ ...config, backend: { name: "test-repo" } }) });
      });
      await page.goto(`${harness.baseUrl}/admin/cms/package.json`);
      await page.evaluate(
        async (files) => {
          const root = await navigator.storage.getDirectory();
          for (const [path, text] of files) {
            let dir = await root.getDirectoryHandle("sveltia-cms-test", { create: true });
            const parts = path.split("/");
            for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
            const writable = await (await dir.getFileHandle(parts.at(-1) ?? "", { create: true })).createWritable();
            await writable.write(text);
            await writable.close();
          }
        },
        repositoryFiles.map((file): [string, string] => [file, readFileSync(file, "utf8")]),
      );
      await page.goto(`${harness.baseUrl}/admin`);
      const signIn = page.getByRole("button", { name: "Work with Test Repository" });
      await signIn.click();
      await signIn.waitFor({ state: "detached" });
    }, 60_000);

    it("signs in with a clean console: no error, no deprecation warning, no policy violation", async () => {
      await page.waitForLoadState("networkidle");
      // Desktop Chromium reads the editor's web manifest (a blob: URL) to offer installing it as an app;
      // headless Chromium only reads it when asked, as DevTools does.
      await expect.poll(() => page.locator('link[rel="manifest"]').count()).toBeGreaterThan(0);
      await cdp.send("Page.getAppManifest");
      await expect.poll(() => cspViolations(page)).toEqual([]);
      const problems = consoleLines.filter(
        (line) => line.startsWith("error:") || /deprecat/i.test(line) || line.includes("Content Security Policy"),
      );
      expect(problems).toEqual([]);
    });

    const savedFile = (path: string) =>
      page.evaluate(async (path) => {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("sveltia-cms-test");
        const parts = path.split("/");
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return (await (await dir.getFileHandle(parts.at(-1) ?? "")).getFile()).text();
      }, path);

    async function save(path: string, before: string): Promise<string> {
      await page.getByRole("button", { name: "Save", exact: true }).click();
      // The editor refuses to save an entry whose fields fail their validation: report which.
      const refused = page.getByText(/Please correct (it|them) to save the entry/);
      const outcome = async () => {
        if (await refused.count()) {
          const errors = await page.locator('[class*="error"]').allTextContents();
          return `refused: ${errors.map((text) => text.trim()).join(" | ")}`;
        }
        return (await savedFile(path)) === before ? "waiting" : "saved";
      };
      await expect.poll(outcome, { timeout: 10_000 }).toBe("saved");
      return savedFile(path);
    }

    /**
     * Opens the entry, expands its lists and objects, and returns its first one-line prose field (one
     * whose value has a space in it, with room for one more letter: a trailing letter would break an id,
     * a month, a number or a route, and the editor would rightly refuse to save). Waits for the entry's values to load first.
     */
    async function openEntry(address: string, { reload }: { reload: boolean }) {
      // A fresh load first, so an entry a failed test left half edited cannot hold up the next one; going
      // back to an entry just saved changes only the address's fragment, and the editor opens it in place.
      if (reload) await page.goto("about:blank");
      await page.goto(`${harness.baseUrl}/admin#/collections/${address}`);
      await page.getByRole("button", { name: "Save", exact: true }).waitFor({ timeout: 20_000 });
      // Collapsed objects and list items show an "Expand" button: open them all, nested ones too.
      const collapsed = 'button[aria-label="Expand"][aria-expanded="false"][aria-controls]';
      const expanders = page.locator(`${collapsed}:visible`);
      const inputs = page.locator('input[type="text"]:not([readonly]):visible');
      await inputs.or(expanders).first().waitFor({ timeout: 10_000 });
      // Lists render their items a few at a time on a busy machine: keep expanding until a field turns up.
      const firstProse = async () => {
        // Every collapsed list and object, nested ones too, opened in the page a frame at a time (one click
        // each through the driver took most of a minute on the largest file).
        await page.evaluate(async (selector) => {
          for (let round = 0; round < 100; round++) {
            const closed = [...document.querySelectorAll<HTMLButtonElement>(selector)].filter((button) =>
              button.checkVisibility(),
            );
            if (!closed.length) return;
            for (const button of closed) button.click();
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
        }, collapsed);
        return inputs.evaluateAll((fields: HTMLInputElement[]) =>
          fields.findIndex(
            (field) => field.value.includes(" ") && (field.maxLength < 0 || field.value.length < field.maxLength),
          ),
        );
      };
      // Nested lists appear only once their parent is open: on a loaded 2-core machine home.json took over 15 s.
      await expect.poll(firstProse, { timeout: 60_000 }).toBeGreaterThan(-1);
      return inputs.nth(await firstProse());
    }

    it.each(entries)(
      "changes only the edited line of %s, and saving it back restores every byte",
      async (path, address) => {
        const original = readFileSync(path, "utf8");
        // Typed as a person types, at the end of the field; the editor closes the entry after saving.
        let field = await openEntry(address, { reload: true });
        const value = await field.inputValue();
        await field.click();
        await page.keyboard.press("End");
        await page.keyboard.type("Z");
        // Leave the field as a person would before saving (a field with suggestions commits on blur).
        await page.keyboard.press("Tab");
        const edited = await save(path, original);
        const before = original.split("\n");
        const after = edited.split("\n");
        expect(after.length).toBe(before.length);
        const changed = after.flatMap((line, i) => (line === before[i] ? [] : [[before[i], line]]));
        expect(changed).toHaveLength(1);
        expect(changed[0]?.[1]).toContain(`${value}Z`);

        field = await openEntry(address, { reload: false });
        expect(await field.inputValue()).toBe(`${value}Z`);
        await field.click();
        await page.keyboard.press("End");
        await page.keyboard.press("Backspace");
        await page.keyboard.press("Tab");
        expect(await save(path, edited)).toBe(original);
      },
      // Two loads of the editor, two saves: about 30 s beside another test file on a busy 2-core machine.
      120_000,
    );
  });
});
