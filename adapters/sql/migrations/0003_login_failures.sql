-- Failed sign-ins per account and per address, for the login throttle; old rows are of no use.
create table login_failures (
  key text not null,
  failed_at timestamptz not null
);
create index login_failures_key on login_failures (key, failed_at);
