-- Users of both portals and their sessions (issue #4). E-mail is unique without regard to case.
create table users (
  id text primary key,
  email text not null,
  password_hash text,
  kind text not null check (kind in ('consumer', 'business')),
  first_name text not null default '',
  last_name text not null default '',
  company_id text,
  role text check (role in ('admin', 'driver', 'analyst', 'unknown')),
  is_editor boolean not null default false,
  login_provider text not null default 'password' check (login_provider in ('password', 'google', 'apple')),
  email_verified_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

-- Only a hash of the session id is stored: a leaked table opens no session.
create table sessions (
  id_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_id on sessions (user_id);
