import {
  Badge,
  Card,
  CardFooter,
  CardHeader,
  Checkbox,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Link } from 'react-router';
import { VehiclePicture } from '../../../components/VehiclePicture.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import type { VehicleJson } from '../api/shop-queries.ts';
import { useVehicleWords } from '../vehicle-words.ts';

const useStyles = makeStyles({
  facts: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export const modelHref = (id: string, swapSubscriptionId: string) =>
  `/subscribe/models/${encodeURIComponent(id)}${
    swapSubscriptionId ? `?swap_subscription_id=${encodeURIComponent(swapSubscriptionId)}` : ''
  }`;

/** A model of the vehicle list: picture, name, the cheapest rate, its facts and a way to its page. */
export const VehicleCard = ({
  vehicle,
  swapSubscriptionId,
  compared,
  compareFull,
  onCompare,
  eager = false,
}: {
  vehicle: VehicleJson;
  swapSubscriptionId: string;
  compared: boolean;
  compareFull: boolean;
  onCompare: () => void;
  /** The first cards of a page are above the fold: their pictures load at once. */
  eager?: boolean;
}) => {
  const styles = useStyles();
  const text = useText();
  const words = useVehicleWords();
  const format = useFormat();
  const name = `${vehicle.brand} ${vehicle.model}`;
  return (
    <Card role="article" aria-label={name}>
      <VehiclePicture src={vehicle.image_url} alt={name} eager={eager} />
      <CardHeader
        header={
          <Link to={modelHref(vehicle.id, swapSubscriptionId)}>
            <strong>{name}</strong>
          </Link>
        }
        description={
          vehicle.available ? null : (
            <Badge color="danger" appearance="tint">
              <Text id="shop.vehicle.unavailable" />
            </Badge>
          )
        }
      />
      <p>
        <Text id="shop.vehicle.from" values={{ price: format.money(vehicle.cheapest_price) }} />
      </p>
      <p className={styles.facts}>
        {[
          words.word('fuel', vehicle.fuel),
          words.word('gearshift', vehicle.gearshift),
          words.word('cartype', vehicle.cartype),
          `${vehicle.power_kw} kW`,
          vehicle.ev_range_km === null ? null : `${vehicle.ev_range_km} km`,
        ]
          .filter((fact) => fact !== null)
          .join(' · ')}
      </p>
      <CardFooter>
        <Checkbox
          label={text('shop.compare.choose')}
          checked={compared}
          disabled={compareFull && !compared}
          onChange={onCompare}
        />
      </CardFooter>
    </Card>
  );
};
