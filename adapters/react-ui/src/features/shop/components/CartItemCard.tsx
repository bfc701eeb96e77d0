import { Badge, Button, Card, CardHeader, makeStyles, tokens } from '@fluentui/react-components';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import type { CartItemJson } from '../api/shop-queries.ts';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
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
  removing,
}: {
  item: CartItemJson;
  onRemove?: () => void;
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
          item.available ? null : (
            <Badge color="danger" appearance="tint">
              <Text id="shop.cart.itemUnavailable" />
            </Badge>
          )
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
    </Card>
  );
};
