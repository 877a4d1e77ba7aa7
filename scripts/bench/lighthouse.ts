/**
 * Lighthouse (mobile preset, simulated throttling) in Debian's Chromium
 * against pages served on 127.0.0.1, several runs a page, medians reported.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseResult {
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
}

/** Median of the runs that produced a figure (a run can fail to measure one metric). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  runs: number,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const samples: Omit<LighthouseResult, "path" | "runs">[] = [];
      for (let run = 0; run < runs; run++) {
        const answer = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!answer) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories, audits } = answer.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: value("largest-contentful-paint"),
          tbtMs: value("total-blocking-time"),
          cls: value("cumulative-layout-shift"),
          totalBytes: value("total-byte-weight"),
        });
      }
      const pick = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
      results.push({
        path,
        runs,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcpMs: Math.round(pick("lcpMs")),
        tbtMs: Math.round(pick("tbtMs")),
        cls: pick("cls"),
        totalBytes: Math.round(pick("totalBytes")),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
