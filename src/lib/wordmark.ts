/**
 * The site's wordmark, as the header draws it (components/layout/SiteHeader.tsx): a house drawn in
 * lines on a brand-coloured square, then the firm's name in the display face. There is no logo file;
 * the homeowner's request page (worker/request/pages.ts) draws the same mark from this path.
 */
export const wordmarkHouse = {
  viewBox: "0 0 24 24",
  path: "M3 11 12 4l9 7M6 9.5V20h12V9.5M10 20v-5h4v5",
  strokeWidth: 2,
} as const;
