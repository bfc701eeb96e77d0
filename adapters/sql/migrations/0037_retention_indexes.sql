-- The retention sweep (adapters/sql/retention.ts, docs/operations.md "Retention") finds each
-- table's due rows by the moment their purpose ended; an index on exactly that expression makes
-- every batch a range read of the oldest rows, however large the table. Partial where the moment
-- may be null: those rows (unsent mails, undelivered posts) are never due. The support audit log
-- has its index on read_at already (migration 0031).
create index sessions_ended on sessions (least(expires_at, revoked_at));
create index login_failures_failed_at on login_failures (failed_at);
create index outbox_sent on outbox (sent_at) where sent_at is not null;
create index webhook_outbox_delivered on webhook_outbox (delivered_at) where delivered_at is not null;
create index account_tokens_ended on account_tokens (least(expires_at, used_at));
create index contact_invitations_ended on contact_invitations (least(expires_at, used_at));
create index contract_signing_links_expires on contract_signing_links (expires_at);
