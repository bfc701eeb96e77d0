-- Companies (business customers), the mail outbox every mail goes through, and uploaded files'
-- metadata (the bytes live in the FileStore).
create table companies (
  id text primary key,
  name text not null,
  street text not null,
  house_number text not null,
  postal_code text not null,
  city text not null,
  phone text,
  invoice_email text,
  invoice_cc_email text,
  cost_center text,
  payment_method text check (payment_method in ('AUTOMATIC_DEBIT', 'BANK_TRANSFER')),
  contact_first_name text,
  contact_last_name text,
  contact_email text,
  contact_phone text
);


create table outbox (
  id bigserial primary key,
  kind text not null,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index outbox_unsent on outbox (created_at) where sent_at is null;

create table uploads (
  id text primary key,
  owner_user_id text not null references users (id),
  purpose text not null,
  deal_id text,
  file_name text not null,
  media_type text not null,
  size_bytes integer not null check (size_bytes >= 0),
  storage_key text not null unique,
  created_at timestamptz not null default now()
);

create index uploads_owner on uploads (owner_user_id, purpose);
