-- The vehicle swap belongs to one line of the cart (its one car replaces the subscription), not to
-- the whole cart: the cart's other cars are ordered as usual. A cart holds at most one swap line.
alter table cart_items add column swap_subscription_id text;
alter table cart_items add constraint cart_items_swap_one_car
  check (swap_subscription_id is null or quantity = 1);
create unique index cart_items_one_swap on cart_items (user_id) where swap_subscription_id is not null;

-- A cart that was a swap cart keeps the swap on its newest single car.
update cart_items i set swap_subscription_id = c.swap_subscription_id
  from carts c
  where c.user_id = i.user_id and c.swap_subscription_id is not null and i.quantity = 1
    and i.id = (select n.id from cart_items n where n.user_id = i.user_id and n.quantity = 1
                order by n.created_at desc, n.id desc limit 1);

alter table carts drop column swap_subscription_id;
