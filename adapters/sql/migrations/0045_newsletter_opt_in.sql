-- Newsletter sign-ups with double opt-in: a sign-up is only recorded until its address confirms it
-- with the single-use link of the confirmation mail; only a confirmed address is posted to the
-- automation webhook. Only the hash of the link's token is kept (like account_tokens): a leaked
-- table confirms no address. The hash stays after the confirmation, so the page can tell a link
-- that was already used from an unknown one. confirmation_mailed_at lets one statement send at most
-- one mail a day per address, however many sign-ups of it arrive at once.
alter table newsletter_signups add column confirmed_at timestamptz;
alter table newsletter_signups add column confirmation_mailed_at timestamptz;
alter table newsletter_signups add column confirm_token_hash text;
alter table newsletter_signups add column confirm_token_expires_at timestamptz;
create unique index newsletter_signups_confirm_token on newsletter_signups (confirm_token_hash);

-- Field lengths: names up to 100 characters, an address up to 254 (RFC 5321). Not valid for the
-- rows already stored (names of any length were taken before), enforced for every new one.
alter table newsletter_signups add constraint newsletter_signups_lengths
  check (char_length(first_name) between 1 and 100
    and char_length(last_name) between 1 and 100
    and char_length(email) between 3 and 254) not valid;
