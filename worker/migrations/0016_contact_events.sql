-- The firm's calls and messages to a lead, as the owner's app records them (worker/leads/contactEvents.ts).
--
-- A tap on the lead page's Call, WhatsApp or E-mail is an attempt (kind 'tap', its channel): it hands
-- the owner off to the phone and records no contact, since nobody knows yet whether the call was
-- answered or the message sent. When the owner comes back, one tap records how it went (kind
-- 'outcome'): 'spoke' and 'messageSent' are a contact, and set leads.first_contact_at (first wins)
-- with the channel of the attempt they answer; 'noAnswer' and 'leftMessage' are attempts only. Each
-- row shows in the lead's history. They go with the lead through ON DELETE CASCADE (erasure and
-- retention), as request_events do.
CREATE TABLE contact_events (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('tap', 'outcome')),
  channel TEXT NOT NULL CHECK (channel IN ('call', 'whatsapp', 'email')),
  outcome TEXT CHECK (outcome IN ('spoke', 'noAnswer', 'leftMessage', 'messageSent')),
  created_at TEXT NOT NULL,
  CHECK ((kind = 'tap') = (outcome IS NULL))
);

CREATE INDEX contact_events_by_lead ON contact_events (lead_id, id);
