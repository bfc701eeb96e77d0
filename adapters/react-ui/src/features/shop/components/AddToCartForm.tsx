import {
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Radio,
  RadioGroup,
  Select,
  SpinButton,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Link } from 'react-router';
import { PROTECTION_PACKAGES } from '../../../../../../contracts/routes/cart.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { type ModelDetailsJson, type NewCartItem, useAddToCart } from '../api/shop-queries.ts';
import { addToCartErrorOf } from '../shop-access.ts';

/** The km packages a business car is ordered with (per month). */
export const KM_PACKAGES = [500, 1000, 1500, 2000, 2500, 3000] as const;
type Protection = (typeof PROTECTION_PACKAGES)[number];

/** The order error of business spec §8 (order submit and add to cart). */
export const OrderError = () => (
  <MessageBar intent="error" role="alert" layout="multiline">
    <MessageBarBody>
      <MessageBarTitle>
        <Text id="shop.orderError.title" />
      </MessageBarTitle>
      <Text id="shop.orderError.text" />
    </MessageBarBody>
  </MessageBar>
);

/**
 * An order or a cart change refused for a reason the user can act on (a swap of a car already being returned or
 * swapped, a line that must change) says that reason; anything else is the order error (§8).
 */
export const OrderRefused = ({ error }: { error: unknown }) => {
  const apiError = apiErrorOf(error);
  const reasons =
    apiError?.kind === 'http' && apiError.status < 500 && apiError.fields
      ? Object.values(apiError.fields)
      : [];
  if (reasons.length === 0) return <OrderError />;
  return (
    <MessageBar intent="warning" role="alert" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          <Text id="shop.cart.refused.title" />
        </MessageBarTitle>
        {reasons.join(' ')}
      </MessageBarBody>
    </MessageBar>
  );
};

/**
 * Add to cart (business spec §2 "Model details"): term (an unavailable term cannot be chosen and
 * says so), km package, protection package, tyre and windscreen protection and the number of cars.
 */
export const AddToCartForm = ({
  model,
  swapSubscriptionId,
}: {
  model: ModelDetailsJson;
  swapSubscriptionId: string;
}) => {
  const text = useText();
  const format = useFormat();
  const addToCart = useAddToCart();
  const firstAvailable = model.prices.find((price) => price.available);
  const [term, setTerm] = useState(firstAvailable?.term ?? model.prices[0]?.term ?? 12);
  const [kmPackage, setKmPackage] = useState<number>(1500);
  const [protection, setProtection] = useState<Protection>('base');
  const [tireAndWindshield, setTireAndWindshield] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const chosen = model.prices.find((price) => price.term === term);
  const termAvailable = chosen?.available ?? false;
  const refusal = addToCart.isError ? addToCartErrorOf(addToCart.error) : null;

  if (addToCart.isSuccess) {
    return (
      <MessageBar intent="success" role="status">
        <MessageBarBody>
          <Text id="shop.model.added" /> <Link to="/cart">{text('shop.model.toCart')}</Link>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <form
      aria-label={text('shop.model.addToCart')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!termAvailable) return;
        addToCart.mutate({
          modelId: model.vehicle.id,
          term,
          kmPackage,
          protection,
          quantity,
          tireAndWindshield,
          ...(swapSubscriptionId ? { swapSubscriptionId } : {}),
        } as NewCartItem);
      }}
    >
      <Field label={text('shop.model.term')}>
        <RadioGroup value={String(term)} onChange={(_, data) => setTerm(Number(data.value))}>
          {model.prices.map((price) => (
            <Radio
              key={price.term}
              value={String(price.term)}
              label={
                price.available && price.monthly_price != null
                  ? text('shop.model.termPrice', {
                      term: format.months(price.term),
                      price: format.money(price.monthly_price),
                    })
                  : format.months(price.term)
              }
            />
          ))}
        </RadioGroup>
      </Field>
      {termAvailable ? null : (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>
            <Text id="shop.termUnavailable" />
          </MessageBarBody>
        </MessageBar>
      )}
      <Field label={text('shop.model.kmPackage')}>
        <Select value={String(kmPackage)} onChange={(_, data) => setKmPackage(Number(data.value))}>
          {KM_PACKAGES.map((km) => (
            <option key={km} value={km}>
              {format.kilometresPerMonth(km)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={text('shop.model.protection')}>
        <Select value={protection} onChange={(_, data) => setProtection(data.value as Protection)}>
          {PROTECTION_PACKAGES.map((name) => (
            <option key={name} value={name}>
              {text(`shop.protection.${name}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        label={text('shop.model.tireAndWindshield')}
        checked={tireAndWindshield}
        onChange={(_, data) => setTireAndWindshield(data.checked === true)}
      />
      <Field label={text('shop.model.quantity')}>
        <SpinButton
          min={1}
          // A swap is the one car that replaces the subscription.
          max={swapSubscriptionId ? 1 : 50}
          value={quantity}
          onChange={(_, data) => {
            const next = data.value ?? Number(data.displayValue);
            if (Number.isInteger(next) && next >= 1) setQuantity(next);
          }}
        />
      </Field>
      {addToCart.isError ? (
        refusal ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>
              <Text id={refusal} />
            </MessageBarBody>
          </MessageBar>
        ) : (
          <OrderRefused error={addToCart.error} />
        )
      ) : null}
      <Button type="submit" appearance="primary" disabled={!termAvailable || addToCart.isPending}>
        <Text id="shop.model.addToCart" />
      </Button>
    </form>
  );
};
