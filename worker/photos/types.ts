/** The shapes a photo takes on its way from the request to R2 and D1. */
import type { PhotoType, SniffedPhoto } from "./bytes";

/** A photo's thumbnail, made at upload and kept in R2 beside it. */
export interface Thumbnail {
  bytes: ArrayBuffer;
  type: string;
}

/** A photo as it came, its type and size read from its bytes (photos/request.ts); or as made again (check.ts). */
export interface IncomingPhoto extends SniffedPhoto {
  bytes: ArrayBuffer;
}

/**
 * A photo as it will be kept: decoded and encoded again by the Images binding, upright and without
 * metadata, its type and size those of the new bytes, with the thumbnail made from them (check.ts).
 */
export interface CheckedPhoto extends IncomingPhoto {
  thumbnail: Thumbnail;
}

/** A photo put in R2 whose row is still to be written. */
export interface NewPhoto extends SniffedPhoto {
  key: string;
  bytes: number;
  position: number;
}

/** A row of lead_photos (worker/migrations/0003_lead_photos.sql). */
export interface LeadPhoto {
  lead_id: number;
  key: string;
  bytes: number;
  content_type: PhotoType;
  width: number;
  height: number;
  created_at: string;
  position: number;
}
