-- When the owner first opened the lead in the app (GET /admin/leads/:reference, a real
-- navigation, never a prefetch or the JSON export), and when and how the firm first
-- answered: a tap on Call, WhatsApp or E-mail in the app or an alert, or the status set
-- to "Contacted" (status). Each is written once: the first wins. ISO 8601 text, like created_at.
ALTER TABLE leads ADD COLUMN seen_at TEXT;
ALTER TABLE leads ADD COLUMN first_contact_at TEXT;
ALTER TABLE leads ADD COLUMN first_contact_channel TEXT
  CHECK (first_contact_channel IN ('call', 'whatsapp', 'email', 'status'));
