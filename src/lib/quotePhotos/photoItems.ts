/** A photo the visitor has added to the form: the prepared JPEG and a blob: URL for its preview. */
export interface PhotoItem {
  id: string;
  blob: Blob;
  url: string;
}

/** Frees the previews' memory: called when photos are removed, sent or the form goes away. */
export const releasePhotos = (photos: readonly PhotoItem[]) => {
  for (const photo of photos) URL.revokeObjectURL(photo.url);
};
