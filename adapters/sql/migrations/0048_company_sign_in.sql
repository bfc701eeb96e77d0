-- A business user who signed in through the company's own OpenID issuer signs in that way from then
-- on: `company` joins the ways a user signs in.
alter table users drop constraint users_login_provider_check;
alter table users add constraint users_login_provider_check
  check (login_provider in ('password', 'google', 'apple', 'company'));
