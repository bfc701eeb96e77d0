import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import {
  type CartJson,
  cartQuery,
  useCheckout,
  useRemoveCartItem,
  useRemoveUnavailableCartItems,
  useUnavailableCartItems,
  useUpdateCartItem,
} from '../api/shop-queries.ts';
import { OrderError, OrderRefused } from '../components/AddToCartForm.tsx';
import { CartItemCard } from '../components/CartItemCard.tsx';
import { type UnavailableCar, UnavailableCarsDialog } from '../components/UnavailableCarsDialog.tsx';
import { addToCartErrorOf, errorCodeOf, isShopAccessWithdrawn, mayShop } from '../shop-access.ts';

const useStyles = makeStyles({
  summary: {
    display: 'grid',
    gridTemplateColumns: 'max-content max-content',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  value: { margin: 0, textAlign: 'end' },
});

/** The cart is the business portal's: a consumer who lands here goes to their own cars. */
export const CartPage = () => {
  const { data: user } = useSession();
  if (user && user.kind !== 'business') return <Navigate to="/mycars" replace />;
  return <Cart />;
};

const AccessWithdrawn = () => (
  <MessageBar intent="warning" role="alert" layout="multiline">
    <MessageBarBody>
      <MessageBarTitle>
        <Text id="shop.accessWithdrawn.title" />
      </MessageBarTitle>
      <Text id="shop.accessWithdrawn" />
    </MessageBarBody>
  </MessageBar>
);

const Summary = ({ cart }: { cart: CartJson }) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const rows: [string, string][] = [
    [text('shop.cart.summary.cars'), String(cart.summary.carCount)],
    [text('shop.cart.summary.monthly'), format.money(cart.summary.monthlyTotal)],
    [text('shop.cart.summary.downpayment'), format.money(cart.summary.downpaymentTotal)],
    [text('shop.cart.summary.deliveryFee'), format.money(cart.summary.deliveryFeeTotal)],
  ];
  return (
    <section aria-label={text('shop.cart.summary.title')}>
      <Title3 as="h2">{text('shop.cart.summary.title')}</Title3>
      <dl className={styles.summary}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/**
 * /cart, 'Warenkorb' (business spec §2, §3, §8): the cars with their order summary; checkout first
 * asks the BFF which cars are no longer available and offers to cut them to what is left (a line with
 * none left goes) and order the rest. A driver whose company
 * withdrew the shop access learns it from the BFF's 403 and is offered no order any more.
 */
const Cart = () => {
  const api = usePortalApi();
  const text = useText();
  const format = useFormat();
  const { data: user } = useSession();
  const cart = useQuery(cartQuery(api));
  const removeItem = useRemoveCartItem();
  const updateItem = useUpdateCartItem();
  const unavailableCheck = useUnavailableCartItems();
  const removeUnavailable = useRemoveUnavailableCartItems();
  const checkout = useCheckout();
  const [unavailable, setUnavailable] = useState<readonly UnavailableCar[]>([]);
  const [withdrawn, setWithdrawn] = useState(false);
  const [noneLeft, setNoneLeft] = useState(false);

  const refused = (error: unknown) => {
    if (isShopAccessWithdrawn(error)) setWithdrawn(true);
  };
  const order = (current: CartJson) => {
    checkout.mutate(
      current.swapSubscriptionId
        ? { mode: 'vehicle_swap', swapSubscriptionId: current.swapSubscriptionId }
        : { mode: 'order' },
      {
        onError: (error) => {
          refused(error);
          // Cars sold out between the check and the order: the same question again.
          if (errorCodeOf(error) === 'cart_items_unavailable')
            unavailableCheck.mutate(undefined, { onSuccess: setUnavailable });
        },
      },
    );
  };
  const startCheckout = (current: CartJson) =>
    unavailableCheck.mutate(undefined, {
      onSuccess: (cars) => (cars.length > 0 ? setUnavailable(cars) : order(current)),
      onError: refused,
    });

  const title = <Title2 as="h1">{text('shop.cart.title')}</Title2>;
  if (cart.isPending)
    return (
      <PageStack>
        {title}
        <LoadingState />
      </PageStack>
    );
  if (cart.isError)
    return (
      <PageStack>
        {title}
        <DataError onRetry={() => void cart.refetch()} />
      </PageStack>
    );

  if (checkout.isSuccess) {
    const { orders, orderRequest } = checkout.data;
    return (
      <PageStack>
        {title}
        <MessageBar intent="success" role="status" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              <Text id="shop.cart.ordered.title" />
            </MessageBarTitle>
            {orderRequest ? (
              <Text
                id="shop.cart.ordered.request"
                values={{ date: orderRequest.reservedUntil ? format.date(orderRequest.reservedUntil) : '–' }}
              />
            ) : (
              <Text id="shop.cart.ordered.text" />
            )}
          </MessageBarBody>
        </MessageBar>
        {orders.length > 0 ? (
          <ul>
            {orders.map((created) => (
              <li key={created.id}>
                <Link to={`/orders/${created.id}`}>
                  {text('shop.cart.ordered.order', {
                    id: created.id,
                    date: format.date(created.reservationExpiresAt),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </PageStack>
    );
  }

  const current = cart.data;
  const canOrder = mayShop(user) && !withdrawn;
  const busy = unavailableCheck.isPending || checkout.isPending || removeUnavailable.isPending;
  if (current.items.length === 0) {
    return (
      <PageStack>
        {title}
        {noneLeft ? (
          <MessageBar intent="warning" role="alert" layout="multiline">
            <MessageBarBody>
              <Text id="shop.cart.unavailable.noneLeft" />
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <p>
          <Text id="shop.cart.empty" /> <Link to="/subscribe">{text('shop.cart.toSubscribe')}</Link>
        </p>
      </PageStack>
    );
  }
  return (
    <PageStack>
      {title}
      {withdrawn ? <AccessWithdrawn /> : null}
      {mayShop(user) ? null : (
        <p>
          <Text id="shop.cart.readOnly" />
        </p>
      )}
      {current.items.map((item) => (
        <CartItemCard
          key={item.id}
          item={item}
          swapSubscriptionId={current.swapSubscriptionId}
          removing={removeItem.isPending || updateItem.isPending}
          {...(canOrder
            ? {
                onRemove: () => removeItem.mutate(item.id, { onError: refused }),
                onChange: (change) => updateItem.mutate({ id: item.id, change }, { onError: refused }),
              }
            : {})}
        />
      ))}
      {removeItem.isError && !withdrawn ? <DataError message="shop.cart.removeFailed" /> : null}
      {updateItem.isError && !withdrawn ? (
        <DataError message={addToCartErrorOf(updateItem.error) ?? 'shop.cart.updateFailed'} />
      ) : null}
      {current.swapSubscriptionId && current.items.length > 1 ? (
        <p>
          <Text id="shop.cart.swapNote" values={{ id: current.swapSubscriptionId }} />
        </p>
      ) : null}
      <Summary cart={current} />
      {checkout.isError &&
      !isShopAccessWithdrawn(checkout.error) &&
      errorCodeOf(checkout.error) !== 'cart_items_unavailable' ? (
        <OrderRefused error={checkout.error} />
      ) : null}
      {unavailableCheck.isError && !withdrawn ? <OrderError /> : null}
      {canOrder ? (
        <div>
          <Button appearance="primary" disabled={busy} onClick={() => startCheckout(current)}>
            <Text id={current.swapSubscriptionId ? 'shop.cart.completeSwap' : 'shop.cart.confirmAndOrder'} />
          </Button>
        </div>
      ) : null}
      <UnavailableCarsDialog
        cars={unavailable}
        busy={busy}
        onClose={() => setUnavailable([])}
        onRemove={() =>
          removeUnavailable.mutate(undefined, {
            onSuccess: (next) => {
              setUnavailable([]);
              // What is left is ordered; a cart with nothing left says so instead of ending silently.
              if (next.items.length > 0) order(next);
              else setNoneLeft(true);
            },
            onError: (error) => {
              setUnavailable([]);
              refused(error);
            },
          })
        }
      />
      {removeUnavailable.isError && !withdrawn ? <OrderError /> : null}
    </PageStack>
  );
};
