-- Leases and back-off for the mail outbox, as the webhook outbox has them (migration 0023): a
-- delivery claims a batch in a short transaction (claimed_until, claim_token), commits, sends
-- outside any transaction and marks each row sent only while it still holds the lease, so no
-- database connection waits on the mail server and two BFF instances never send the same mail.
-- A failed send is tried again from next_attempt_at (null: due at once, as every mail written
-- before this migration and every new one is), further apart with every attempt.
alter table outbox add column attempts integer not null default 0;
alter table outbox add column next_attempt_at timestamptz;
alter table outbox add column claimed_until timestamptz;
alter table outbox add column claim_token text;
alter table outbox add column last_error text;
create index outbox_due on outbox (id) where sent_at is null;
-- The webhook outbox's lease gets its holder too: a post is marked delivered or failed only by the
-- round that claimed it, never by one whose lease ran out and was taken over.
alter table webhook_outbox add column claim_token text;
