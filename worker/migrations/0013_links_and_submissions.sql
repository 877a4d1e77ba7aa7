-- The links to a request's page (leads/links.ts): when each was last used to open the page, so a
-- link expires 180 days after its last use and a cap on live links drops the least recently used;
-- whether it is the owner's link (derived again from the secret, so the owner's sends reuse it
-- rather than mint a new one each time); and each lead's link generation, which "Stop every link"
-- moves on, so the owner's link changes too.
ALTER TABLE request_tokens ADD COLUMN last_used_at TEXT;
ALTER TABLE request_tokens ADD COLUMN owner INTEGER NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN link_generation INTEGER NOT NULL DEFAULT 0;

-- A request's submission id is kept only as a keyed hash (api/quote.ts), with a hash of the lead's
-- parsed fields beside it: a replay of the id gets a link only when its fields match. The ids stored
-- before are cleared (a request in flight across the deploy could be stored twice; its photos are in
-- folders of their own now), since a migration cannot compute the keyed hash.
ALTER TABLE leads ADD COLUMN request_hash TEXT;
UPDATE leads SET submission_id = 'cleared-' || id;
