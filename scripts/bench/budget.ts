/** The performance budget (issue: performance budget and a benchmark). Bytes are gzipped. */
export const budget = {
  /** JavaScript on a page without the quote form: analytics only. */
  jsWithoutForm: 4 * 1024,
  /** JavaScript on a page with the quote form, island included. */
  jsWithForm: 90 * 1024,
  /** The one shared stylesheet. */
  css: 15 * 1024,
  /** Whole-site build on this 2-core machine. */
  buildSeconds: 60,
  /** The ten-times content set may take at most this many times as long. */
  scaledBuildRatio: 10,
  /** Lighthouse mobile category scores, and layout shift. */
  lighthouseScore: 100,
  cls: 0,
} as const;
