import { Card, CardHeader, makeStyles, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { servicesFor } from '../../../../../../core/deals/services.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { type DealJson, dealsListQuery } from '../api/wizard-queries.ts';
import { carPageOf, myCarsOf } from '../damage-service/api/damage-service-queries.ts';
import { ServiceEntries } from './ServiceEntries.tsx';
import { useDealServices } from './use-deal-services.ts';

const useStyles = makeStyles({ card: { display: 'flex', flexDirection: 'column', gap: '12px' } });

const carNameOf = (deal: DealJson): string | undefined => {
  const name = [deal.car?.oem, deal.car?.model].filter(Boolean).join(' ');
  return name === '' ? undefined : name;
};

/** One car with what can be booked for it now. */
const CarServices = ({ deal }: { deal: DealJson }) => {
  const styles = useStyles();
  const text = useText();
  const { services, ready } = useDealServices(deal);
  const kind = useSession().data?.kind;
  const car = carNameOf(deal) ?? text('mycars.card.unknownCar');
  const plate = deal.car?.registration_data?.license_plate ?? deal.car?.license_plate;
  return (
    <Card className={styles.card} aria-label={car}>
      <CardHeader header={<h2>{car}</h2>} description={plate ?? undefined} />
      {/* Shown once complete, so no entry appears after the others. */}
      {ready ? <ServiceEntries deal={deal} services={services} page="/services" /> : <LoadingState />}
      <AppLink to={carPageOf(deal.id, kind)}>
        <Text id="services.car.details" />
      </AppLink>
    </Card>
  );
};

/**
 * The cars that offer a service now. Decided without their returns: the appraisal is never a car's
 * only service, as a booked return already opens the deposit refund (core/deals/services.ts).
 */
const useCarsWithServices = (deals: readonly DealJson[]): DealJson[] => {
  const { clock } = useServices();
  const kind = useSession().data?.kind === 'business' ? 'business' : 'consumer';
  const now = clock.now();
  return deals.filter((deal) => servicesFor({ deal }, now, kind).length > 0);
};

/**
 * /services (consumer spec §2; the account menu's "services"): the service selector for every car
 * at once — report damage, schedule service, the pre-return appraisal and the deposit-refund bank
 * details, each only while core's `servicesFor` offers it.
 */
export const ServicesPage = () => {
  const deals = useQuery(dealsListQuery(usePortalApi()));
  const cars = useCarsWithServices(deals.data ?? []);
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="services.page.title" />
      </Title2>
      <p>
        <Text id="services.page.intro" />
      </p>
      {deals.isPending ? <LoadingState /> : null}
      {deals.isError ? <DataError onRetry={() => void deals.refetch()} /> : null}
      {deals.data && cars.length === 0 ? <NoServices /> : null}
      {cars.map((deal) => (
        <CarServices key={deal.id} deal={deal} />
      ))}
    </PageStack>
  );
};

/** Without a service to book, the way to the cars: the fleet in the business portal. */
const NoServices = () => {
  const kind = useSession().data?.kind;
  return (
    <p>
      <Text id="services.page.empty" />{' '}
      <AppLink to={myCarsOf(kind)}>
        <Text id={kind === 'business' ? 'services.page.business.toFleet' : 'services.page.toMyCars'} />
      </AppLink>
    </p>
  );
};
