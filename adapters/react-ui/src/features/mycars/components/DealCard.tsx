import { Card, CardHeader, Text as FluentText, makeStyles, tokens } from '@fluentui/react-components';
import { AppLink } from '../../../components/AppLink.tsx';
import { modelPictureUrl, VehiclePicture } from '../../../components/VehiclePicture.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import type { DealJson } from '../api/deal-queries.ts';
import { carNameOf, licensePlateOf, monthlyRateOf, statusModuleOf } from '../deal-display.ts';
import { useDealContext } from '../use-deal-context.ts';
import { DealBanners } from './DealBanners.tsx';
import { DisplayStatusNote } from './DisplayStatusNote.tsx';
import { OrderStatusSteps, ReturnStatusSteps } from './StatusSteps.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: '12px' },
  facts: { display: 'flex', flexWrap: 'wrap', gap: '24px' },
  state: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  picture: { maxWidth: '320px' },
});

/** One subscription in /mycars: car, state, banners, order or return steps, link to the details. */
export const DealCard = ({ deal, eager = false }: { deal: DealJson; eager?: boolean }) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const { ctx, ready, dismiss } = useDealContext(deal);
  const plate = licensePlateOf(deal);
  const rate = monthlyRateOf(deal);
  const status = statusModuleOf(deal);
  const car = carNameOf(deal);
  return (
    <Card className={styles.card} aria-label={car}>
      <VehiclePicture
        className={styles.picture}
        src={modelPictureUrl(deal.car?.external_product_id)}
        alt={car ?? text('mycars.card.unknownCar')}
        eager={eager}
      />
      <CardHeader
        header={<h2>{car ?? <Text id="mycars.card.unknownCar" />}</h2>}
        description={
          <span className={styles.state}>
            <Text id={`mycars.state.${deal.state}`} />
          </span>
        }
      />
      <div className={styles.facts}>
        {plate ? (
          <FluentText>
            <Text id="mycars.card.licensePlate" />: {plate}
          </FluentText>
        ) : null}
        {rate !== undefined ? (
          <FluentText>
            <Text id="mycars.card.monthlyRate" />: {format.money(rate)}
          </FluentText>
        ) : null}
      </div>
      <DisplayStatusNote deal={deal} />
      {ready ? <DealBanners ctx={ctx} onDismiss={dismiss} /> : null}
      {status === 'order' ? <OrderStatusSteps dealId={deal.id} /> : null}
      {status === 'return' ? <ReturnStatusSteps dealId={deal.id} /> : null}
      <AppLink to={`/mycars/${encodeURIComponent(deal.id)}`}>
        <Text id="mycars.card.details" />
      </AppLink>
    </Card>
  );
};
