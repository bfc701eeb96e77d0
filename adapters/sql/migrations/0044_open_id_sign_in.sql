-- Sign-in through an OpenID issuer (Google, Apple). A flow holds what the issuer's answer is checked
-- against (state, nonce, PKCE verifier) in the database, so any instance can receive the answer; it
-- is spent by one conditional update, so a replayed or parallel answer finds it spent.
create table sign_in_flows (
  state_hash text primary key,
  binding_hash text not null,
  provider text not null,
  nonce text not null,
  code_verifier text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  spent_at timestamptz
);
create index sign_in_flows_expires_at on sign_in_flows (expires_at);

-- Which issuer's subject is which user: the subject, not the address, names the user at the
-- issuer (an address can change hands). One user per subject; the database decides under races.
create table user_identities (
  provider text not null,
  subject text not null,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null,
  primary key (provider, subject)
);
create index user_identities_user_id on user_identities (user_id);
