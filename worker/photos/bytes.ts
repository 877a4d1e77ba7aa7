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

/**
 * The segments of a JPEG's header, from after SOI to the first scan or the end of the image (which
 * comes last): each marker with where its segment starts and ends. Fill bytes and the markers with
 * no length (TEM, RST0-7) are passed over; the walk stops at a byte that starts no marker.
 */
function* headerSegments(b: Uint8Array): Generator<{ marker: number; start: number; end: number }> {
  let i = 2;
  while (i + 3 < b.length && b[i] === 0xff) {
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const last = marker === 0xda || marker === 0xd9;
    const end = last ? i + 2 : i + 2 + u16be(b, i + 2);
    yield { marker, start: i, end };
    if (last) return;
    i = end;
  }
}

/** SOF0-15, except DHT (C4), JPG (C8) and DAC (CC). */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's size from its first start-of-frame segment (none when scan data or the end come first). */
function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  for (const { marker, start } of headerSegments(b)) {
    if (isFrame(marker))
      return start + 9 < b.length ? { height: u16be(b, start + 5), width: u16be(b, start + 7) } : undefined;
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

/** APP1 (EXIF, with any GPS position, and XMP), APP13 (IPTC) and COM: what a camera or an editor says of a photo. */
const metadataMarkers = new Set([0xe1, 0xed, 0xfe]);

/**
 * The JPEG without its metadata segments, its header otherwise as it was and its scan data untouched; the same
 * array when it has none. For the Images binding's output (photos/check.ts): Cloudflare keeps a JPEG's EXIF
 * copyright tag by default, and that is often the photographer's name. Bytes that are not a JPEG's header come
 * back unchanged, to be refused by `sniffPhoto`.
 */
export function withoutJpegMetadata<T extends ArrayBufferLike>(jpeg: Uint8Array<T>): Uint8Array<T | ArrayBuffer> {
  const b = jpeg;
  if (b[0] !== 0xff || b[1] !== 0xd8) return jpeg;
  const dropped: [number, number][] = [];
  for (const { marker, start, end } of headerSegments(b)) {
    if (end > b.length) return jpeg; // cut short: not a JPEG sniffPhoto takes
    if (metadataMarkers.has(marker)) dropped.push([start, end]);
  }
  if (!dropped.length) return jpeg;
  const out = new Uint8Array(b.length - dropped.reduce((sum, [start, end]) => sum + end - start, 0));
  let from = 0;
  let at = 0;
  for (const [start, end] of dropped) {
    out.set(b.subarray(from, start), at);
    at += start - from;
    from = end;
  }
  out.set(b.subarray(from), at);
  return out;
}

/** PNG chunks that say something of a photo rather than draw it: text, and EXIF. */
const pngMetadataChunks = new Set(["tEXt", "zTXt", "iTXt", "eXIf"]);
/** WebP chunks that carry metadata. */
const webpMetadataChunks = new Set(["EXIF", "XMP "]);

/** Whether a JPEG has no metadata segment and ends at its end-of-image marker, every segment walked. */
function bareJpeg(b: Uint8Array): boolean {
  let i = 2;
  let scan = false;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) {
      if (!scan) return false;
      i++; // scan data
      continue;
    }
    const marker = b[i + 1] ?? 0;
    // Within scan data 0xFF is stuffed (FF 00), or a restart marker; FF FF is a fill byte.
    if (marker === 0x00 || marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9) return i + 2 === b.length;
    if (metadataMarkers.has(marker)) return false;
    i += 2 + u16be(b, i + 2);
    scan = marker === 0xda;
  }
  return false;
}

/** Whether a PNG's chunks end with IEND at the file's end, with no text or EXIF among them. */
function barePng(b: Uint8Array): boolean {
  let i = 8;
  while (i + 12 <= b.length) {
    const type = ascii(b, i + 4, 4);
    if (pngMetadataChunks.has(type)) return false;
    i += 12 + u32be(b, i);
    if (type === "IEND") return i === b.length;
  }
  return false;
}

/** Whether a WebP's RIFF length is the file's, with no EXIF or XMP chunk. */
function bareWebp(b: Uint8Array): boolean {
  const u32le = (at: number) => u16le(b, at) + u16le(b, at + 2) * 65536;
  if (u32le(4) + 8 !== b.length) return false;
  let i = 12;
  while (i + 8 <= b.length) {
    if (webpMetadataChunks.has(ascii(b, i, 4))) return false;
    const size = u32le(i + 4);
    i += 8 + size + (size % 2);
  }
  return i === b.length;
}

/**
 * Whether the bytes are an image and nothing else: no metadata (EXIF, XMP, IPTC, comments, PNG text), and
 * nothing after the image's end. Walks every segment or chunk, a JPEG's scan data byte by byte: for the rare
 * photo the Images binding hands back unchanged (photos/check.ts), not for every photo.
 */
export function isBareImage(bytes: Uint8Array, type: PhotoType): boolean {
  if (type === "image/jpeg") return bareJpeg(bytes);
  return type === "image/png" ? barePng(bytes) : bareWebp(bytes);
}
