-- The service workflows post through the webhook outbox too (consumer spec §7): the car-inventory
-- workflow is tried once ("no retries"), and a schedule-service post is sent by the customer's own
-- request, whose answer is the workflow's. A post that is not tried again ends with gave_up_at (its
-- reason in last_error); the delivery never claims it again, and the retention sweep removes it as
-- it removes delivered posts, by the moment it ended.
alter table webhook_outbox add column gave_up_at timestamptz;
drop index if exists webhook_outbox_delivered;
create index webhook_outbox_ended on webhook_outbox (least(delivered_at, gave_up_at));
