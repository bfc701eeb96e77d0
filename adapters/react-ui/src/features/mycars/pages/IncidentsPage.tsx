import { Card, CardHeader, makeStyles, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { Text, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { type CustomerIncidentJson, incidentsQuery } from '../api/incidents-queries.ts';
import { IncidentItem } from '../components/IncidentItem.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: '12px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  heading: { margin: 0 },
});

type CarIncidents = { readonly dealId: string; readonly incidents: CustomerIncidentJson[] };

/** The answer is newest first: a car per card, the car with the newest incident on top. */
const byCar = (incidents: readonly CustomerIncidentJson[]): CarIncidents[] => {
  const cars = new Map<string, CustomerIncidentJson[]>();
  for (const incident of incidents)
    cars.set(incident.deal_id, [...(cars.get(incident.deal_id) ?? []), incident]);
  return [...cars].map(([dealId, list]) => ({ dealId, incidents: list }));
};

const CarIncidentsCard = ({ dealId, incidents }: CarIncidents) => {
  const styles = useStyles();
  const text = useText();
  const car = incidents[0]?.car;
  const name = [car?.oem, car?.model].filter(Boolean).join(' ') || text('mycars.card.unknownCar');
  const headingId = `incidents-${dealId}`;
  return (
    <Card className={styles.card} aria-labelledby={headingId} data-incidents-of={dealId}>
      <CardHeader
        header={
          <h2 id={headingId} className={styles.heading}>
            {name}
          </h2>
        }
        description={car?.license_plate ?? undefined}
      />
      <ul className={styles.list}>
        {incidents.map((incident) => (
          <IncidentItem key={incident.id} incident={incident} />
        ))}
      </ul>
      <AppLink to={`/mycars/${encodeURIComponent(dealId)}`}>
        <Text id="incidents.car.details" />
      </AppLink>
    </Card>
  );
};

/**
 * /incidents (consumer spec §2 "incidents", §3 "Incident damages"): the damages recorded on the
 * customer's cars — each damage report opens one — with their repair status, appointment and repair
 * orders, a card per car. Reached from the car page's damage reports with `?dealId=` for that car.
 */
export const IncidentsPage = () => {
  const [search] = useSearchParams();
  const dealId = search.get('dealId') ?? undefined;
  const incidents = useQuery(incidentsQuery(usePortalApi(), dealId));
  const cars = byCar(incidents.data ?? []);
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="incidents.page.title" />
      </Title2>
      <p>
        <Text id="incidents.page.intro" />
      </p>
      {incidents.isPending ? <LoadingState /> : null}
      {incidents.isError ? <DataError onRetry={() => void incidents.refetch()} /> : null}
      {incidents.data && cars.length === 0 ? (
        <p>
          <Text id="incidents.page.empty" />{' '}
          <AppLink to="/mycars">
            <Text id="incidents.page.toMyCars" />
          </AppLink>
        </p>
      ) : null}
      {cars.map((car) => (
        <CarIncidentsCard key={car.dealId} dealId={car.dealId} incidents={car.incidents} />
      ))}
      {dealId ? (
        <AppLink to="/incidents">
          <Text id="incidents.page.allCars" />
        </AppLink>
      ) : null}
    </PageStack>
  );
};
