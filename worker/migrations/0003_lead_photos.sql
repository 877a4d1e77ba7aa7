-- Photos sent with a quote request. The files live in R2 (binding PHOTOS) under keys
-- no one can guess from the reference; a row here is what keeps a file: the scheduled
-- run deletes any object no row points to. The Worker deletes a lead's rows and files
-- itself (retention, erasure, marking spam); the cascade is only a safety net, since
-- D1 may run with foreign keys off.
CREATE TABLE lead_photos (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- The R2 object's key, e.g. leads/<submission id>/<random uuid>.jpg.
  key TEXT NOT NULL UNIQUE,
  bytes INTEGER NOT NULL,
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  -- Pixels, read from the file's header, for the inbox's <img> width and height.
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  -- 1, 2, … in the order the visitor added them.
  position INTEGER NOT NULL,
  UNIQUE (lead_id, position)
);
