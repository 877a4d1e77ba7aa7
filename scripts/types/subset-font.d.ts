/** subset-font (HarfBuzz compiled to WebAssembly) ships no types; this is the part the build uses. */
declare module "subset-font" {
  interface SubsetOptions {
    /** The OpenType features to keep (four-letter tags); all of them when left out. */
    keepFeatures?: readonly string[];
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** Axes to pin (a number) or narrow (a range), by tag. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
