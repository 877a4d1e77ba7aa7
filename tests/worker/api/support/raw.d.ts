/** A file imported as its text with Vite's `?raw` (the test build's _headers, in publicReviews.test.ts). */
declare module "*?raw" {
  const text: string;
  export default text;
}
