import {
  Badge,
  Button,
  Card,
  CardFooter,
  CardHeader,
  Checkbox,
  Field,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { PROTECTION_PACKAGES } from '../../../../../../contracts/routes/cart.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import type { CartItemChange, CartItemJson } from '../api/shop-queries.ts';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
    overflowWrap: 'anywhere',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
});

/** A car of the cart with what the order summary names (business spec §3 "Cart"). */
export const CartItemCard = ({
  item,
  onRemove,
  onChange,
  removing,
  swapSubscriptionId,
}: {
  item: CartItemJson;
  /** The subscription the cart's swap line replaces. */
  swapSubscriptionId?: string | null;
  /** Without these the cart is read only (analysts, withdrawn shop access). */
  onRemove?: () => void;
  onChange?: (change: CartItemChange) => void;
  removing: boolean;
}) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const name = `${item.model.brand} ${item.model.name}`;
  const rows: [string, string][] = [
    [text('shop.cart.quantity'), String(item.quantity)],
    [text('shop.model.term'), format.months(item.term)],
    [text('shop.model.kmPackage'), format.kilometresPerMonth(item.kmPackage)],
    [text('shop.model.monthlyPrice'), format.money(item.monthlyPrice)],
    [text('shop.cart.downpayment'), format.money(item.downpayment)],
    [text('shop.cart.deliveryFrom'), format.date(item.deliveryFrom)],
    [text('shop.cart.deliveryFee'), format.money(item.deliveryFee)],
    [
      text('shop.model.protection'),
      text('shop.cart.protectionWithDeductible', {
        name: text(`shop.protection.${item.protection.package}`),
        deductible: format.money(item.protection.deductible),
      }),
    ],
    [text('shop.model.tireAndWindshield'), text(item.tireAndWindshield ? 'shop.cart.yes' : 'shop.cart.no')],
  ];
  return (
    <Card role="article" aria-label={name}>
      <CardHeader
        header={<strong>{name}</strong>}
        description={
          <>
            {item.swap ? (
              <Badge color="brand" appearance="tint">
                <Text id="shop.cart.swapLine" values={{ id: swapSubscriptionId ?? '' }} />
              </Badge>
            ) : null}
            {item.available ? null : item.availableQuantity > 0 ? (
              // Some of the cars asked for are left: the line is cut at checkout, not dropped.
              <Badge color="warning" appearance="tint">
                <Text
                  id="shop.cart.itemPartlyAvailable"
                  values={{ available: item.availableQuantity, quantity: item.quantity }}
                />
              </Badge>
            ) : (
              <Badge color="danger" appearance="tint">
                <Text id="shop.cart.itemUnavailable" />
              </Badge>
            )}
          </>
        }
        action={
          onRemove ? (
            <Button appearance="subtle" disabled={removing} onClick={onRemove}>
              <Text id="shop.cart.remove" />
            </Button>
          ) : undefined
        }
      />
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {onChange ? (
        <CardFooter>
          <Field label={text('shop.cart.changeProtection')}>
            <Select
              value={item.protection.package}
              disabled={removing}
              onChange={(_, data) =>
                onChange({ protection: data.value as CartItemJson['protection']['package'] })
              }
            >
              {PROTECTION_PACKAGES.map((name) => (
                <option key={name} value={name}>
                  {text(`shop.protection.${name}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Checkbox
            label={text('shop.model.tireAndWindshield')}
            checked={item.tireAndWindshield}
            disabled={removing}
            onChange={(_, data) => onChange({ tireAndWindshield: data.checked === true })}
          />
        </CardFooter>
      ) : null}
    </Card>
  );
};
