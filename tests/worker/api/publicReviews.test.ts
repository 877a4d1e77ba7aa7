/**
 * The static pages that show reviews, served through the Worker (worker/reviews/publicPages.ts) from the
 * Cloudflare test build's assets: while no review is published the home page and /design-consultation
 * are the built pages as they are; a review written to D1 (then the purge the reviews' writes call)
 * shows at once, a 2-star one like any other, with the count and average over every review, the home
 * page's rating and satisfaction figures, and the removals with their reasons; the examples are gone
 * from every section; the pages keep the assets' headers (dist/_headers), HEAD, 304s and the assets'
 * 404; and no page carries review markup about the firm.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import headersRules from "../../../.worker-test-dist/_headers?raw";
import { fillText } from "../../../src/config/format";
import { sectionTitles } from "../../../src/config/pageCopy";
import { site } from "../../../src/config/site";
import { reviewFiguresPath } from "../../../src/lib/reviewFigures";
import copy from "../../../worker/reviews/publicCopy.json";
import { purgeReviewPages } from "../../../worker/reviews/publicCache";
import { rewriteReviews } from "../../../worker/reviews/publicPages";
import { readPublished } from "../../../worker/reviews/published";
import type { AppContext } from "../../../worker/platform/env";
import { quotedLead } from "./support/quoteRows";
import { api, query, stubEmailJs } from "./support/worker";

stubEmailJs();

/** The purge the reviews' writes call; it reads nothing of the request. */
const purge = () => purgeReviewPages(undefined as unknown as AppContext);

/** The page as the Worker serves it. */
const page = async (path: string, init?: RequestInit) => {
  const response = await api.request(path, { redirect: "manual", ...init });
  return { response, html: await response.text() };
};

/** The built page as the assets serve it. */
const built = async (path: string) => {
  const response = await env.ASSETS.fetch(new Request(new URL(path, "http://127.0.0.1")));
  return { response, html: await response.text() };
};

/**
 * The home page's rating figures (the hero's badge, the stat) as the built page's copy words them, with
 * `average` for `{rating}`: the owner's words, read from the page rather than typed here.
 */
async function ratingFigures(average: string): Promise<string[]> {
  const { html } = await built("/");
  const figures = [
    ...html.matchAll(/data-review-figure="rating" data-review-before="([^"]*)" data-review-after="([^"]*)"/g),
  ];
  expect(figures.length).toBeGreaterThan(1);
  return figures.map(([, before, after]) => `${before ?? ""}${average}${after ?? ""}`);
}

/** The text of the elements a selector finds, as the page shows it (tags dropped, entities read). */
async function texts(html: string, selector: string): Promise<string[]> {
  const found: string[] = [];
  await new HTMLRewriter()
    .on(selector, {
      element() {
        found.push("");
      },
      text(chunk) {
        found.push(`${found.pop() ?? ""}${chunk.text}`);
      },
    })
    .transform(new Response(html))
    .text();
  return found.map((t) =>
    t
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

let month = 0;
/** A published review of a new job, written as the reviews feature writes one; its created_at orders it. */
async function publish(review: {
  rating: number;
  body: string;
  name?: string;
  district?: string | null;
  reply?: string;
}) {
  const { leadId } = await quotedLead();
  month += 1;
  const created = new Date(Date.UTC(2026, 0, 1) + month * 86_400_000).toISOString();
  await query(
    `INSERT INTO reviews (lead_id, rating, body, name_style, name_shown, district, work_type, completed_month,
       created_at, updated_at, reply, replied_at)
     VALUES (?, ?, ?, 'initial', ?, ?, 'Loft conversion', '2025-11', ?, ?, ?, ?)`,
    leadId,
    review.rating,
    review.body,
    review.name ?? "Priya S.",
    review.district === undefined ? "Clapham" : review.district,
    created,
    created,
    review.reply ?? null,
    review.reply ? created : null,
  );
  await purge();
}

/** The rules of the build's _headers for a path: `/*` and exact paths, a `! Name` line taking a header away. */
function headersFor(path: string): Map<string, string> {
  const headers = new Map<string, string>();
  let applies = false;
  for (const line of headersRules.split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      applies = pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
      continue;
    }
    if (!applies) continue;
    const rule = line.trim();
    if (rule.startsWith("! ")) headers.delete(rule.slice(2).toLowerCase());
    else {
      const colon = rule.indexOf(":");
      headers.set(rule.slice(0, colon).trim().toLowerCase(), rule.slice(colon + 1).trim());
    }
  }
  return headers;
}

/** A response's headers but those that follow the bytes (ETag, length). */
const contractHeaders = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !["etag", "content-length"].includes(name)));

const reviewPaths = ["/", "/design-consultation"] as const;

beforeAll(async () => {
  const { response } = await built("/");
  if (response.status !== 200) {
    throw new Error("No Cloudflare test build in .worker-test-dist: build it as scripts/test.sh does.");
  }
});

describe("the pages that show reviews, before any review is published", () => {
  it("are the built pages, the labelled examples included", async () => {
    for (const path of reviewPaths) {
      const served = await page(path);
      expect(served.response.status).toBe(200);
      expect(served.html, path).toBe((await built(path)).html);
      expect(await texts(served.html, "[data-review-items] > li [class*=uppercase]"), path).not.toHaveLength(0);
    }
  });
});

describe("a published review", () => {
  it("appears at once on the home page and /design-consultation, a 2-star one like any other", async () => {
    const examples = await texts((await built("/")).html, "[data-review-items] blockquote");
    expect(examples.length).toBeGreaterThan(0);
    await publish({ rating: 2, body: "The loft is fine but the job ran three weeks late.", district: "Clapham" });

    for (const path of reviewPaths) {
      const { html } = await page(path);
      expect(await texts(html, "[data-review-items] blockquote"), path).toEqual([
        "The loft is fine but the job ran three weeks late.",
      ]);
      expect(await texts(html, "[data-review-items] .sr-only"), path).toContain(
        fillText(sectionTitles.content.reviewCard.rated, { rating: 2 }),
      );
      expect(await texts(html, "[data-review-items] figcaption"), path).toEqual([
        `Priya S., Clapham${fillText(copy.job, { workType: "Loft conversion", month: "November 2025" })}`,
      ]);
      expect(html, path).toContain(copy.verified);
      expect(await texts(html, "[data-review-average]"), path).toEqual([fillText(copy.averageOne, { average: "2.0" })]);
      expect(html, path).toContain('href="/review-policy"');
      // The examples are gone, and with them their label.
      for (const example of examples) expect(html, path).not.toContain(example);
      expect(await texts(html, "[data-review-items] p[class*=uppercase]"), path).toEqual([
        `${copy.verified}${copy.verifiedMeaning}`,
      ]);
    }

    // The home page's figures: the average and the share of 4- and 5-star reviews.
    const { html } = await page("/");
    expect(await texts(html, '[data-review-figure="rating"]')).toEqual(await ratingFigures("2.0"));
    expect(await texts(html, '[data-review-figure="satisfaction"]')).toEqual(["0%"]);
  });

  it("shows the true count and average, every review on the home page and the two newest on /design-consultation", async () => {
    await publish({
      rating: 5,
      body: "Tidy, on time, and the dormer is exactly as drawn.",
      district: null,
      name: "A homeowner",
    });
    await publish({
      rating: 5,
      body: "The new stairs feel like they were always there.",
      reply: "Thank you, it was a pleasure.",
    });
    // Three reviews now: 2, 5 and 5.
    const home = (await page("/")).html;
    expect(await texts(home, "[data-review-items] blockquote")).toEqual([
      "The new stairs feel like they were always there.",
      "Tidy, on time, and the dormer is exactly as drawn.",
      "The loft is fine but the job ran three weeks late.",
    ]);
    expect(await texts(home, "[data-review-average]")).toEqual([fillText(copy.average, { average: "4.0", count: 3 })]);
    // The hero's badge and the stat: each the owner's words with the published average.
    expect(await texts(home, '[data-review-figure="rating"]')).toEqual(await ratingFigures("4.0"));
    // The figures the launch check compares the star claims with.
    expect(await (await api.request(reviewFiguresPath)).json()).toEqual({ count: 3, average: 4, satisfaction: 67 });
    expect(await texts(home, '[data-review-figure="satisfaction"]')).toEqual(["67%"]);
    // The name as chosen, without a district when none was chosen; the owner's one reply.
    expect((await texts(home, "[data-review-items] figcaption"))[1]).toMatch(/^A homeowner(?!,)/);
    expect(await texts(home, "[data-review-reply]")).toEqual([
      `${fillText(copy.replyBy, { company: site.name })}Thank you, it was a pleasure.`,
    ]);

    const consultation = (await page("/design-consultation")).html;
    expect(await texts(consultation, "[data-review-items] blockquote")).toEqual([
      "The new stairs feel like they were always there.",
      "Tidy, on time, and the dormer is exactly as drawn.",
    ]);
    expect(await texts(consultation, "[data-review-average]")).toEqual([
      fillText(copy.average, { average: "4.0", count: 3 }),
    ]);
  });

  it("a removal shows in the count of removed reviews, with its reason", async () => {
    await query("INSERT INTO review_removals (reason, removed_at) VALUES ('personalData', '2026-02-01T10:00:00Z')");
    await query("INSERT INTO review_removals (reason, removed_at) VALUES ('personalData', '2026-02-02T10:00:00Z')");
    await query("INSERT INTO review_removals (reason, removed_at) VALUES ('customerRequest', '2026-02-03T10:00:00Z')");
    await purge();
    const reasons = `2 ${copy.reasons.personalData}, 1 ${copy.reasons.customerRequest}`;
    for (const path of reviewPaths) {
      expect(await texts((await page(path)).html, "[data-review-removed]"), path).toEqual([
        fillText(copy.removed, { count: 3, reasons }),
      ]);
    }
  });

  it("is kept until a purge: without one the page stays as it was kept, with one the new review shows", async () => {
    const before = (await page("/")).html;
    const { leadId } = await quotedLead();
    await query(
      `INSERT INTO reviews (lead_id, rating, body, name_style, name_shown, district, work_type, completed_month,
         created_at, updated_at) VALUES (?, 4, 'Kept until purged.', 'anonymous', 'A homeowner', NULL, 'Roof repair',
         '2026-01', '2027-01-01T00:00:00Z', '2027-01-01T00:00:00Z')`,
      leadId,
    );
    expect((await page("/")).html).toBe(before);
    await purge();
    const after = (await page("/")).html;
    expect(await texts(after, "[data-review-items] blockquote")).toContain("Kept until purged.");
    expect(await texts(after, "[data-review-average]")).toEqual([fillText(copy.average, { average: "4.0", count: 4 })]);
  });
});

describe("the review policy's figures", () => {
  it("give invitations sent out of jobs completed, reviews published and removed by reason", async () => {
    // Three jobs completed, two invitations sent (the reviews above came without invitations of their own).
    for (const sent of [true, true, false]) {
      const { leadId } = await quotedLead();
      await query(
        "INSERT INTO review_invitations (lead_id, opened_at, sent_at, sent_via) VALUES (?, '2026-03-01T10:00:00Z', ?, ?)",
        leadId,
        sent ? "2026-03-01T10:05:00Z" : null,
        sent ? "whatsapp" : null,
      );
    }
    // The policy page's element as ReviewFigures.tsx renders it (the page itself is the lead engineer's markdown).
    const policy = new Response("<main><div data-review-figures><p>Static hosts collect no reviews.</p></div></main>", {
      headers: { "content-type": "text/html" },
    });
    const published = await readPublished(env.DB);
    const html = await rewriteReviews(policy, published).text();
    const figures = await texts(html, "[data-review-figures] dd");
    expect(await texts(html, "[data-review-figures] dt")).toEqual([
      copy.figures.invitations,
      copy.figures.published,
      copy.figures.average,
      copy.figures.removed,
    ]);
    expect(figures[0]).toBe(fillText(copy.figures.invitationsValue, { sent: 2, completed: 3 }));
    expect(figures[1]).toBe(fillText(copy.figures.publishedValue, { count: published.count }));
    expect(figures[3]).toBe(
      fillText(copy.removed, {
        count: 3,
        reasons: `2 ${copy.reasons.personalData}, 1 ${copy.reasons.customerRequest}`,
      }),
    );
    expect(html).not.toContain("Static hosts collect no reviews.");
  });
});

describe("the static pages' contract", () => {
  it("keeps the headers dist/_headers gives those paths, CSP and HSTS included", async () => {
    for (const path of reviewPaths) {
      const { response } = await page(path);
      const rules = headersFor(path);
      expect(rules.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(rules.get("strict-transport-security"), path).toBeDefined();
      for (const [name, value] of rules) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      // And nothing more or less than the assets send with the built page.
      expect(contractHeaders(response), path).toEqual(contractHeaders((await built(path)).response));
    }
  });

  it("answers HEAD with the headers only", async () => {
    for (const path of reviewPaths) {
      const get = await page(path);
      const head = await page(path, { method: "HEAD" });
      expect(head.response.status).toBe(200);
      expect(head.html).toBe("");
      expect(contractHeaders(head.response), path).toEqual(contractHeaders(get.response));
      expect(head.response.headers.get("etag")).toBe(get.response.headers.get("etag"));
    }
  });

  it("answers a conditional GET with 304 while the page is unchanged, and in full once a review changes it", async () => {
    const first = await page("/design-consultation");
    const etag = first.response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await page("/design-consultation", { headers: { "If-None-Match": etag } });
    expect(again.response.status).toBe(304);
    expect(again.html).toBe("");
    expect(again.response.headers.get("etag")).toBe(etag);

    await publish({ rating: 3, body: "A changed page has a new tag." });
    const changed = await page("/design-consultation", { headers: { "If-None-Match": etag } });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get("etag")).not.toBe(etag);
    expect(changed.html).toContain("A changed page has a new tag.");
  });

  it("answers a page that is not built with the assets' own 404 page", async () => {
    const missing = await built("/review-policy");
    if (missing.response.status === 200) return; // The policy page is built: the figures test covers it.
    const served = await page("/review-policy");
    expect(served.response.status).toBe(404);
    expect(served.html).toBe(missing.html);
  });

  it("adds no review JavaScript and no review markup about the firm", async () => {
    for (const path of reviewPaths) {
      const { html } = await page(path);
      const builtPage = (await built(path)).html;
      const scripts = (h: string) => h.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts(html), path).toEqual(scripts(builtPage));
      expect(html, path).not.toMatch(/AggregateRating|"@type":\s*"Review"|itemprop=|itemtype=/);
    }
  });
});

describe("a review's words", () => {
  it("are printed as text, never as markup, and so is the owner's reply", async () => {
    const words = 'Tom & Sue said "<b>great</b>" <script>alert(1)</script>';
    await publish({ rating: 4, body: words, reply: "Thanks <img src=x onerror=alert(1)>" });
    const { html } = await page("/");
    for (const markup of ["<script>alert(1)</script>", "<b>great</b>", "<img src=x"])
      expect(html).not.toContain(markup);
    expect(html).toContain(
      "Tom &amp; Sue said &quot;&lt;b&gt;great&lt;/b&gt;&quot; &lt;script&gt;alert(1)&lt;/script&gt;",
    );
    expect(html).toContain("Thanks &lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("a reviews section the build hid", () => {
  it("shows the published reviews: a page whose chosen reviews are no longer on file keeps its section for them", async () => {
    await publish({ rating: 5, body: "Shown in a section the build had hidden." });
    // As ContentPage.tsx renders a page whose front matter names reviews no longer on file.
    const built = new Response(
      '<main><section id="reviews" data-reviews="2" hidden><div data-review-list="grid"><ul data-review-items></ul></div></section></main>',
      { headers: { "content-type": "text/html" } },
    );
    const html = await rewriteReviews(built, await readPublished(env.DB)).text();
    expect(html).toMatch(/<section id="reviews" data-reviews="2">/);
    expect(await texts(html, "[data-review-items] blockquote")).toContain("Shown in a section the build had hidden.");
  });
});
