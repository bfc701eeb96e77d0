-- One alternative-car link per deal, customer and source: asking again replaces the link instead
-- of adding a row on every page view (the call is a GET the portal repeats). Older links of the
-- same deal, customer and source are dropped first, keeping the newest.
delete from alternative_car_offers older
using alternative_car_offers newer
where older.deal_id = newer.deal_id
  and older.requested_by = newer.requested_by
  and coalesce(older.source, '') = coalesce(newer.source, '')
  and (older.created_at, older.token_hash) < (newer.created_at, newer.token_hash);
create unique index alternative_car_offers_one_per_source
  on alternative_car_offers (deal_id, requested_by, (coalesce(source, '')));
