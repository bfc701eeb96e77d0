-- Consumer invoices and documents: rows with the data the lists show; the PDF is either a stored
-- file (storage_key in the FileStore) or rendered from the row when it is downloaded.
create table invoices (
  id text primary key,
  owner_user_id text not null references users (id) on delete cascade,
  deal_id text references deals (id) on delete set null,
  invoice_number text not null unique,
  invoice_date date not null,
  due_date date,
  amount_cents integer not null check (amount_cents >= 0),
  refunded_cents integer check (refunded_cents >= 0 and refunded_cents <= amount_cents),
  status text not null check (
    status in ('paid', 'failed', 'pending', 'refunded', 'partially_refunded', 'open', 'overdue', 'cancelled')
  ),
  payment_method text check (
    payment_method in ('card', 'sepa_debit', 'paypal', 'AUTOMATIC_DEBIT', 'BANK_TRANSFER')
  ),
  storage_key text,
  -- Only refunds carry a refunded amount, and a partial refund is less than the whole.
  check ((status in ('refunded', 'partially_refunded')) = (refunded_cents is not null)),
  check (status <> 'partially_refunded' or refunded_cents < amount_cents)
);
create index invoices_owner on invoices (owner_user_id, invoice_date desc);
create index invoices_deal on invoices (deal_id);

create table customer_documents (
  id text primary key,
  owner_user_id text not null references users (id) on delete cascade,
  deal_id text references deals (id) on delete set null,
  type text not null check (
    type in (
      'subscription_confirmation', 'car_configuration', 'holder_agreement', 'final_invoice',
      'handover_protocol', 'car_appraisal_report', 'return_protocol', 'warranty_damages'
    )
  ),
  title text not null check (length(title) > 0),
  created_on date not null,
  storage_key text
);
create index customer_documents_owner on customer_documents (owner_user_id, created_on desc);
create index customer_documents_deal on customer_documents (deal_id);

-- Loyalty: the balance is kept on the account row, so a redemption locks that row (select … for
-- update) and the check keeps it from ever going below zero; the ledger says how it came about.
create table loyalty_accounts (
  user_id text primary key references users (id) on delete cascade,
  member_since date not null,
  points integer not null default 0 check (points >= 0)
);

create table loyalty_ledger (
  id text primary key,
  user_id text not null references loyalty_accounts (user_id) on delete cascade,
  booked_on date not null,
  points integer not null check (points <> 0),
  reason text not null check (
    reason in ('monthly_fee_paid', 'electric_subscription_booked', 'friend_referred', 'voucher_redeemed')
  ),
  deal_id text,
  voucher_code text,
  seq bigserial not null,
  check ((reason = 'voucher_redeemed') = (points < 0))
);
create index loyalty_ledger_user on loyalty_ledger (user_id, booked_on desc, seq desc);

create table loyalty_vouchers (
  code text primary key,
  user_id text not null references loyalty_accounts (user_id) on delete cascade,
  points integer not null check (points > 0),
  issued_on date not null,
  valid_until date not null check (valid_until > issued_on),
  used_on date,
  used_for_deal_id text
);
create index loyalty_vouchers_user on loyalty_vouchers (user_id, issued_on desc);
-- One voucher per booking.
create unique index loyalty_vouchers_one_per_booking on loyalty_vouchers (used_for_deal_id)
  where used_for_deal_id is not null;

-- The texts of the levels and benefits, per locale (content; the rules are core/loyalty/rules.ts).
create table loyalty_level_texts (
  level_id text not null check (level_id in ('silver', 'gold', 'platinum', 'black')),
  locale text not null check (locale in ('de-DE', 'en-DE', 'en-US')),
  title text not null,
  subtitle text not null,
  icon text not null,
  more_label text not null,
  primary key (level_id, locale)
);

create table loyalty_benefit_texts (
  benefit_id text not null,
  locale text not null check (locale in ('de-DE', 'en-DE', 'en-US')),
  position integer not null,
  icons jsonb not null,
  display_title text not null,
  display_subtitle text not null,
  promo_title text not null,
  modal_title text not null,
  modal_description text not null,
  modal_cta text not null,
  primary key (benefit_id, locale)
);

-- Referral: each customer's invite link, and the friends who came through it.
create table referral_links (
  user_id text primary key references users (id) on delete cascade,
  slug text not null unique check (slug ~ '^[a-z0-9-]+$'),
  created_at timestamptz not null default now()
);

create table referrals (
  id text primary key,
  referrer_user_id text not null references users (id) on delete cascade,
  friend_email text not null,
  friend_first_name text not null,
  status text not null check (status in ('invited', 'subscribed')),
  invited_on date not null,
  subscribed_on date,
  unique (referrer_user_id, friend_email),
  check ((status = 'subscribed') = (subscribed_on is not null))
);
create index referrals_referrer on referrals (referrer_user_id, invited_on desc);

-- Headless content: pages of modules and multi-step form definitions, per locale, as JSON that
-- core/content parses (visibility rules, form schema) before it is stored.
create table content_pages (
  slug text not null check (slug ~ '^[a-z0-9-]+$'),
  locale text not null check (locale in ('de-DE', 'en-DE', 'en-US')),
  title text not null,
  modules jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (slug, locale)
);

create table content_forms (
  id text not null check (id ~ '^[A-Za-z0-9_-]+$'),
  locale text not null check (locale in ('de-DE', 'en-DE', 'en-US')),
  definition jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (id, locale)
);
