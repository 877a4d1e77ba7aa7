/**
 * What a photo file is, read from its own bytes: JPEG, PNG or WebP, and its
 * size in pixels. The name and Content-Type a client gives count for nothing.
 * Plain TypeScript with no Workers types, so unit tests can run it in Node.
 */
export type PhotoType = "image/jpeg" | "image/png" | "image/webp";

/** What the file's own bytes say it is, and its size in pixels. */
export interface SniffedPhoto {
  type: PhotoType;
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const ascii = (b: Uint8Array, i: number, length: number) => String.fromCharCode(...b.subarray(i, i + length));

/** A JPEG's size from its first start-of-frame segment. */
function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Markers with no length: TEM, RST0-7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // SOF0-15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or scan data before any frame
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

/**
 * The photo the bytes hold, or undefined if they are not a JPEG, PNG or WebP
 * image whose size can be read. The name and Content-Type a client gives count for nothing.
 */
export function sniffPhoto(bytes: Uint8Array): SniffedPhoto | undefined {
  const b = bytes;
  let found: SniffedPhoto | undefined;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const size = jpegSize(b);
    if (size) found = { type: "image/jpeg", ...size };
  } else if (ascii(b, 0, 8) === "\x89PNG\r\n\x1a\n" && ascii(b, 12, 4) === "IHDR") {
    found = { type: "image/png", width: u32be(b, 16), height: u32be(b, 20) };
  } else if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") {
    const chunk = ascii(b, 12, 4);
    if (chunk === "VP8 " && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
      found = { type: "image/webp", width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    } else if (chunk === "VP8L" && b[20] === 0x2f) {
      const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
      found = { type: "image/webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    } else if (chunk === "VP8X") {
      found = { type: "image/webp", width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    }
  }
  return found && found.width > 0 && found.height > 0 ? found : undefined;
}
