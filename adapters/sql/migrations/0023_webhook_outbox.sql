-- Posts to automation webhooks (consumer spec §7: the newsletter form posts to an external
-- automation webhook), written in the transaction of the change they report and delivered after
-- its commit. once_key makes a post happen at most once per sign-up; a delivery claims a row for a
-- while (claimed_until), so two BFF instances never post the same row at the same time, and a
-- failed post is tried again from next_attempt_at.
create table webhook_outbox (
  id bigserial primary key,
  topic text not null,
  once_key text not null unique,
  body jsonb not null,
  created_at timestamptz not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  claimed_until timestamptz,
  delivered_at timestamptz,
  last_error text
);

create index webhook_outbox_due on webhook_outbox (next_attempt_at) where delivered_at is null;
