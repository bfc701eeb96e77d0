-- A support user's read-only view of a customer's portal (the specification's impersonation,
-- consumer spec §6): kept on the support user's session row, never in the browser, and gone with
-- the session (sign-out clears it, a new sign-in starts without it). view_id names one view, from
-- its start to its end, so that its reads are written to the audit log once each.
alter table sessions add column view_id text;
alter table sessions add column view_customer_id text references users (id);
alter table sessions add column view_reason text;
alter table sessions add column view_started_at timestamptz;
alter table sessions add constraint sessions_view_whole check (
  (view_id is null and view_customer_id is null and view_reason is null and view_started_at is null)
  or (view_id is not null and view_customer_id is not null and view_reason is not null and view_started_at is not null)
);

-- Audit entries of a view carry its id; each page read of a view (the route and its resource) is
-- written once per view.
alter table support_audit add column view_id text;
create unique index support_audit_view_read on support_audit (view_id, what) where view_id is not null;
