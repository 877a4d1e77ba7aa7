-- Every quote request, stored before anything else happens to it.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  -- What the visitor is told and can quote on the phone, e.g. Q-4821.
  reference TEXT NOT NULL UNIQUE,
  -- Made by the form when the draft starts: the same id sent again is the same lead.
  submission_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost', 'spam')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  project_type TEXT NOT NULL,
  project_details TEXT NOT NULL,
  -- Where it came from: the page, the referring host, UTM parameters, the estimator's summary.
  page TEXT NOT NULL DEFAULT '',
  referrer TEXT NOT NULL DEFAULT '',
  utm_source TEXT NOT NULL DEFAULT '',
  utm_medium TEXT NOT NULL DEFAULT '',
  utm_campaign TEXT NOT NULL DEFAULT '',
  utm_term TEXT NOT NULL DEFAULT '',
  utm_content TEXT NOT NULL DEFAULT '',
  estimate TEXT NOT NULL DEFAULT '',
  -- Telling the owner: pending, claimed by one sender (sending), retrying after a failure,
  -- sent, failed after the last attempt, or skipped (spam is never sent).
  notify_status TEXT NOT NULL DEFAULT 'pending'
    CHECK (notify_status IN ('pending', 'sending', 'retrying', 'sent', 'failed', 'skipped')),
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  -- Epoch milliseconds: when the next attempt may start, and when the current one was claimed.
  notify_next_at INTEGER NOT NULL DEFAULT 0,
  notify_claimed_at INTEGER,
  notify_error TEXT,
  notified_at TEXT
);

CREATE INDEX leads_due ON leads (notify_status, notify_next_at);

-- Recent requests per hashed client address, for the per-address limit; rows older
-- than the limit's window are deleted on every request.
CREATE TABLE rate_hits (
  address_hash TEXT NOT NULL,
  at INTEGER NOT NULL
);

CREATE INDEX rate_hits_by_address ON rate_hits (address_hash, at);
