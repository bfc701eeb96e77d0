-- A sign-in or mail request reserves its try before the work it limits (the password check, the
-- mail): the rows of one try share an id, so a try that turned out not to be a failure (the right
-- password) is given back by that id.
alter table login_failures add column attempt_id text;
create index login_failures_attempt on login_failures (attempt_id);
