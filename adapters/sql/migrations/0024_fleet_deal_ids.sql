-- Fleet deals are numbered f-2001, f-2002, …. A sequence hands out the next number: orders placed
-- at once neither take the same number nor wait for each other's transactions, and no order scans
-- the deals for the highest number. Databases that already hold fleet deals continue after them.
create sequence fleet_deal_ids start 2001;
select setval(
  'fleet_deal_ids',
  coalesce((select max(substring(id from 3)::integer) from deals where id ~ '^f-[0-9]+$'), 2000)
);
