/**
 * URLs of the two brand font files, the same files src/styles/fonts.css
 * declares, so the head can preload them before the stylesheet asks.
 */
import archivo from "@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url";
import publicSans from "@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url";

export const fontPreloads: readonly string[] = [publicSans, archivo];
