-- Support staff (issue #16): a third kind of user, who reads any customer's and company's deals and
-- writes nothing. Every read of another person's data is written to support_audit with the reason
-- the agent gave with the call; `portal audit list` shows it.
alter table users drop constraint if exists users_kind_check;
alter table users add constraint users_kind_check check (kind in ('consumer', 'business', 'support'));

create table support_audit (
  id bigserial primary key,
  support_user_id text not null references users (id),
  -- Whose data was read: the customer (a user) or the company.
  subject_user_id text references users (id),
  subject_company_id text,
  -- What was read, e.g. "deal d-1001" or "deals of kunde@demo.example".
  what text not null,
  reason text not null check (length(btrim(reason)) > 0),
  read_at timestamptz not null
);
create index support_audit_read_at on support_audit (read_at, id);
create index support_audit_support_user on support_audit (support_user_id, read_at);
