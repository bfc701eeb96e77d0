import {
  Badge,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { VehiclePicture } from '../../../components/VehiclePicture.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { type ModelDetailsJson, modelDetailsQuery } from '../api/shop-queries.ts';
import { AddToCartForm } from '../components/AddToCartForm.tsx';
import { mayShop } from '../shop-access.ts';
import { useVehicleWords } from '../vehicle-words.ts';

const useStyles = makeStyles({
  image: { maxWidth: '480px', width: '100%' },
  label: { fontSize: tokens.fontSizeBase500 },
});

/** The emissions label (Pkw-EnVKV): the CO2 class, CO2 per km and the consumption. */
const EmissionsLabel = ({ emissions }: { emissions: ModelDetailsJson['emissions'] }) => {
  const styles = useStyles();
  const text = useText();
  const { figure } = useVehicleWords();
  return (
    <section aria-label={text('shop.model.emissions')}>
      <Title3 as="h2">{text('shop.model.emissions')}</Title3>
      <div>
        <Badge className={styles.label} size="extra-large" appearance="filled">
          {emissions.label}
        </Badge>{' '}
        <Text id="shop.model.co2Class" values={{ label: emissions.label }} />
      </div>
      <p>
        <Text
          id="shop.model.co2"
          values={{ co2: emissions.co2_g_per_km, consumption: figure(emissions.consumption) }}
        />
      </p>
    </section>
  );
};

const PriceTable = ({ model }: { model: ModelDetailsJson }) => {
  const text = useText();
  const format = useFormat();
  return (
    <Table aria-label={text('shop.model.prices')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{text('shop.model.term')}</TableHeaderCell>
          <TableHeaderCell>{text('shop.model.monthlyPrice')}</TableHeaderCell>
          <TableHeaderCell>{text('shop.model.downpaymentPrice')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {model.prices.map((price) => (
          <TableRow key={price.term}>
            <TableCell>{format.months(price.term)}</TableCell>
            {price.available && price.monthly_price != null ? (
              <>
                <TableCell>{format.money(price.monthly_price)}</TableCell>
                <TableCell>
                  {price.downpayment_price == null ? '–' : format.money(price.downpayment_price)}
                </TableCell>
              </>
            ) : (
              <TableCell colSpan={2}>{text('shop.termUnavailable')}</TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** /subscribe/models/{id}: a model with its prices per term, the emissions label and add to cart. */
export const ModelDetailsPage = () => {
  const { modelId = '' } = useParams();
  const [params] = useSearchParams();
  const swapSubscriptionId = params.get('swap_subscription_id') ?? '';
  const api = usePortalApi();
  const { data: user } = useSession();
  const text = useText();
  const words = useVehicleWords();
  const styles = useStyles();
  const model = useQuery(modelDetailsQuery(api, modelId));
  const back = (
    <Link
      to={
        swapSubscriptionId
          ? `/subscribe?swap_subscription_id=${encodeURIComponent(swapSubscriptionId)}`
          : '/subscribe'
      }
    >
      {text('shop.model.back')}
    </Link>
  );
  if (model.isPending)
    return (
      <PageStack>
        {back}
        <LoadingState />
      </PageStack>
    );
  if (model.isError) {
    return (
      <PageStack>
        {back}
        {isHttpStatus(model.error, 404) ? (
          <DataError message="shop.vehicleUnavailable" />
        ) : (
          <DataError onRetry={() => void model.refetch()} />
        )}
      </PageStack>
    );
  }
  const { vehicle } = model.data;
  return (
    <PageStack>
      {back}
      <Title2 as="h1">{`${vehicle.brand} ${vehicle.model}`}</Title2>
      <VehiclePicture
        className={styles.image}
        src={vehicle.image_url}
        alt={`${vehicle.brand} ${vehicle.model}`}
        eager
      />
      <p>
        {[
          words.word('fuel', vehicle.fuel),
          words.word('gearshift', vehicle.gearshift),
          words.word('cartype', vehicle.cartype),
          `${vehicle.power_kw} kW`,
        ]
          .concat(vehicle.ev_range_km === null ? [] : [`${vehicle.ev_range_km} km`])
          .concat([text('shop.model.seatsDoors', { seats: vehicle.seats, doors: vehicle.doors })])
          .join(' · ')}
      </p>
      <PriceTable model={model.data} />
      <EmissionsLabel emissions={model.data.emissions} />
      {!vehicle.available ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Text id="shop.vehicleUnavailable" />
          </MessageBarBody>
        </MessageBar>
      ) : mayShop(user) ? (
        <AddToCartForm model={model.data} swapSubscriptionId={swapSubscriptionId} />
      ) : user?.kind === 'business' && !user.support_view ? (
        <p>
          <Text id="shop.model.readOnly" />
        </p>
      ) : null}
    </PageStack>
  );
};
