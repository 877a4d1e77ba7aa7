-- Each request's private page (/request/<token>, worker/request/): its links, what the
-- homeowner did there, and when they withdrew it.
--
-- A link's token is 128 random bits, given to the homeowner once and kept here only as
-- its SHA-256 (hex): the table cannot be turned back into working links. A request may
-- have several (the answer to Send, each matching lookup). Erasure and retention delete
-- a lead's rows here themselves; the cascade is a safety net, as for lead_photos.
CREATE TABLE request_tokens (
  token_hash TEXT PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);

CREATE INDEX request_tokens_by_lead ON request_tokens (lead_id);

-- What the homeowner did on the page: a note (text, limited like the request's details)
-- or withdrawing the request. The inbox shows them in the lead's history.
CREATE TABLE request_events (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('note', 'withdrawn')),
  body TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

CREATE INDEX request_events_by_lead ON request_events (lead_id, created_at);

-- When the homeowner withdrew the request from its page (ISO 8601), or NULL.
ALTER TABLE leads ADD COLUMN withdrawn_at TEXT;

-- Lookups of a lost link (POST /request) per hashed network, as rate_hits counts quote
-- requests; its own table, so each limit keeps its own window.
CREATE TABLE lookup_hits (
  address_hash TEXT NOT NULL,
  at INTEGER NOT NULL
);

CREATE INDEX lookup_hits_by_address ON lookup_hits (address_hash, at);
