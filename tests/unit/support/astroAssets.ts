/**
 * `astro:assets` for unit tests. Image optimisation only happens in a real
 * build, so this answers with the source's own address in the shape Astro
 * returns; route data built from an owner's photo can then be tested too.
 */
interface ImageOptions {
  src: unknown;
  width?: number;
  widths?: number[];
  format?: string;
}

export function getImage({ src, width, widths = [], format = "jpg" }: ImageOptions) {
  const source = typeof src === "string" ? src : ((src as { src?: string }).src ?? "");
  const url = (w?: number) => `${source}?w=${w ?? "auto"}&f=${format}`;
  return Promise.resolve({
    src: url(width),
    srcSet: { attribute: widths.map((w) => `${url(w)} ${w}w`).join(", ") },
    attributes: {},
    options: { src, width, widths, format },
  });
}
