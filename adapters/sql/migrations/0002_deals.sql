-- A business user's own contact (drivers see the cars assigned to it).
alter table users add column contact_id text;

-- Deals as the BFF serves them: the whole deal as JSON, with the columns access and lists filter on.
create table deals (
  id text primary key,
  owner_user_id text references users (id) on delete cascade,
  company_id text,
  contact_id text,
  state text not null,
  data jsonb not null,
  created_at timestamptz not null default now()
);
create index deals_owner on deals (owner_user_id);
create index deals_company on deals (company_id, state);
