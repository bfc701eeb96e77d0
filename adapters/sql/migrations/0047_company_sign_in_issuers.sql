-- A company's own OpenID issuer (Microsoft Entra ID and the like) for its staff's sign-in to the
-- business portal, set by the company's admin. One per company: the primary key lets a save of the
-- same company from several requests at once end as one row (insert … on conflict update). The
-- client secret is kept for the token request only and never answered by the API.
create table company_sign_in_issuers (
  company_id text primary key references companies (id) on delete cascade,
  issuer text not null,
  client_id text not null,
  client_secret text not null,
  updated_at timestamptz not null
);
