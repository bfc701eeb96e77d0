-- Invitations of business contacts ('Kontakt erstellen', 'Einladung erneut senden'): a single-use,
-- expiring link with which the invited person sets a password and becomes a user of the company.
-- As with account_tokens only a hash of the token is kept: the token travels in the mail's link, so
-- a leaked table opens no account. A link is spent by setting used_at in the same statement that
-- checks it; a new invitation spends the contact's earlier ones.
create table contact_invitations (
  id_hash text primary key,
  contact_id text not null references fleet_contacts (id) on delete cascade,
  invited_by text references users (id) on delete set null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at > created_at)
);
create index contact_invitations_open on contact_invitations (contact_id, created_at) where used_at is null;
