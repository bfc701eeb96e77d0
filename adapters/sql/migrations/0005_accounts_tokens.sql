-- Single-use tokens of e-mail verification and password reset. Only a hash of the token is kept:
-- the token itself travels in the mail's link, so a leaked table confirms no address and resets
-- no password. A token is spent by setting used_at, in the same statement that checks it.
create table account_tokens (
  id_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('email_verification', 'password_reset')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at > created_at)
);
create index account_tokens_user on account_tokens (user_id, purpose) where used_at is null;

-- A consumer's contact and invoice data (consumer spec §3 "Profile"); names and e-mail stay in users.
create table customer_profiles (
  user_id text primary key references users (id) on delete cascade,
  phone text,
  mobilephone text,
  date_of_birth date,
  invoice_street text,
  invoice_house_number text,
  zip text check (zip is null or zip ~ '^[0-9]{5}$'),
  city text,
  payment_method text check (payment_method in ('card', 'sepa_debit', 'paypal', 'AUTOMATIC_DEBIT', 'BANK_TRANSFER')),
  sepa_iban text,
  sepa_account_holder text,
  -- A card or PayPal change waits for the payment provider's confirmation.
  pending_payment_method text check (pending_payment_method in ('card', 'paypal')),
  check (payment_method <> 'sepa_debit' or (sepa_iban is not null and sepa_account_holder is not null))
);

-- A request to delete the account (done by staff within 48 hours, consumer spec §9); one per user.
create table account_deletion_requests (
  user_id text primary key references users (id) on delete cascade,
  requested_at timestamptz not null
);

-- Additional drivers of a consumer account (consumer spec §3 "Driver"). A removed driver keeps its
-- row with status deleted, so what was authorised when stays known.
create table drivers (
  id text primary key,
  owner_user_id text not null references users (id) on delete cascade,
  relationship_type text not null check (relationship_type in ('relative_type_1', 'relative_type_2', 'employee', 'other')),
  first_name text not null check (first_name <> ''),
  last_name text not null check (last_name <> ''),
  date_of_birth date not null,
  driver_license_issue_date date not null,
  dl_front_key text,
  dl_back_key text,
  agreed_to_terms boolean not null,
  confirmed_truthful_data boolean not null,
  status text not null check (status in ('active', 'deleted', 'inactive', 'pending', 'rejected')),
  created_at timestamptz not null,
  removed_at timestamptz,
  check (driver_license_issue_date >= date_of_birth)
);
create index drivers_owner on drivers (owner_user_id) where status <> 'deleted';

-- Newsletter sign-ups from the footer form (consumer spec §3 "newsletter form"), one per address.
create table newsletter_signups (
  email text primary key,
  first_name text not null,
  last_name text not null,
  consented_at timestamptz not null
);
