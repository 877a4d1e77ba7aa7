/**
 * Lighthouse (mobile preset, simulated throttling) in Debian's Chromium
 * against pages served on 127.0.0.1, several runs a page, medians reported.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../lib/chromium";
import { median } from "./median";

export interface LighthouseResult {
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
}

export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  runs: number,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
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
          fcpMs: value("first-contentful-paint"),
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
        fcpMs: Math.round(pick("fcpMs")),
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
