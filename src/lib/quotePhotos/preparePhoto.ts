/**
 * Makes a photo fit to send: decoded at a reduced size, the right way up,
 * no longer than `photoLimits.longSide` on its long side, and re-encoded as
 * JPEG, which also drops its EXIF data (camera details and the GPS position
 * of the visitor's home). Loaded only once the visitor picks a photo.
 */
import { photoLimits } from "../photoLimits";

/**
 * A photo the browser could not read (`unreadable`: not a picture it can decode),
 * could not prepare, or still too large once reduced; the form words each
 * (quote-form.json's photo errors).
 */
export class PhotoError extends Error {
  constructor(readonly reason: "unreadable" | "notPrepared" | "fileTooLarge") {
    super(`photo ${reason}`);
  }
}

/** JPEG quality: photos of damp patches and roofs stay legible at a fraction of the size. */
const jpegQuality = 0.82;

/** The picture's size as it is seen, EXIF orientation applied (an <img> reports it so). */
async function orientedSize(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** `size` scaled down (never up) so its long side is at most `longSide`. */
function fitWithin(size: { width: number; height: number }, longSide: number) {
  const scale = Math.min(1, longSide / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

async function encode(bitmap: ImageBitmap): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext("2d");
  if (!context) throw new PhotoError("notPrepared");
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", jpegQuality));
  // Free the canvas's memory at once: phones hold little, and a visitor may add eight photos.
  canvas.width = canvas.height = 0;
  if (!blob) throw new PhotoError("notPrepared");
  return blob;
}

/** The photo ready to send, or a PhotoError when the browser cannot decode it (HEIC on desktop, say) or prepare it. */
export async function preparePhoto(file: File): Promise<Blob> {
  const unreadable = new PhotoError("unreadable");
  let size: { width: number; height: number };
  try {
    size = await orientedSize(file);
  } catch {
    throw unreadable;
  }
  const target = fitWithin(size, photoLimits.longSide);
  let bitmap: ImageBitmap;
  try {
    // Decoded straight to the smaller size: a 12-megapixel photo is never drawn full size (iOS caps canvas area).
    bitmap = await createImageBitmap(file, {
      imageOrientation: "from-image",
      resizeWidth: target.width,
      resizeHeight: target.height,
      resizeQuality: "high",
    });
  } catch {
    throw unreadable;
  }
  const photo = await encode(bitmap);
  if (photo.size > photoLimits.fileBytes) throw new PhotoError("fileTooLarge");
  return photo;
}
