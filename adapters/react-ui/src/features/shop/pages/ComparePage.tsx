import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import { useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { useWording } from '../../../lib/wording.ts';
import { type ModelDetailsJson, modelDetailsQuery } from '../api/shop-queries.ts';
import { modelHref } from '../components/VehicleCard.tsx';
import { COMPARE_LIMIT } from '../subscribe-view.ts';
import { useVehicleWords } from '../vehicle-words.ts';

const useStyles = makeStyles({ table: { tableLayout: 'auto' } });

/** /subscribe/compare?models=a,b,c: up to three models side by side (business spec §2 "comparison"). */
export const ComparePage = () => {
  const api = usePortalApi();
  const text = useText();
  const words = useVehicleWords();
  const wording = useWording();
  const format = useFormat();
  const styles = useStyles();
  const [params] = useSearchParams();
  const ids = (params.get('models') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .slice(0, COMPARE_LIMIT);
  const models = useQueries({ queries: ids.map((id) => modelDetailsQuery(api, id)) });
  const back = (
    <Link to={`/subscribe?${new URLSearchParams({ compare: ids.join(',') })}`}>
      {text('shop.model.back')}
    </Link>
  );
  const title = <Title2 as="h1">{text('shop.compare.title')}</Title2>;
  if (ids.length === 0) {
    return (
      <PageStack>
        {back}
        {title}
        <p>{wording('shop.compare.none')}</p>
      </PageStack>
    );
  }
  if (models.some((model) => model.isPending))
    return (
      <PageStack>
        {back}
        {title}
        <LoadingState />
      </PageStack>
    );
  if (models.some((model) => model.isError)) {
    return (
      <PageStack>
        {back}
        {title}
        <DataError onRetry={() => models.forEach((model) => void model.refetch())} />
      </PageStack>
    );
  }
  const loaded = models.map((model) => model.data).filter((model): model is ModelDetailsJson => !!model);
  const row = (label: string, cell: (model: ModelDetailsJson) => ReactNode) => (
    <TableRow key={label}>
      <TableHeaderCell scope="row">{label}</TableHeaderCell>
      {loaded.map((model) => (
        <TableCell key={model.vehicle.id}>{cell(model)}</TableCell>
      ))}
    </TableRow>
  );
  return (
    <PageStack>
      {back}
      {title}
      <Table className={styles.table} aria-label={text('shop.compare.title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell />
            {loaded.map((model) => (
              <TableHeaderCell key={model.vehicle.id}>
                <Link
                  to={modelHref(model.vehicle.id, '')}
                >{`${model.vehicle.brand} ${model.vehicle.model}`}</Link>
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {row(text('shop.compare.from'), (model) => format.money(model.vehicle.cheapest_price))}
          {row(text('shop.filters.fuels'), (model) => words.word('fuel', model.vehicle.fuel))}
          {row(text('shop.filters.gearshifts'), (model) => words.word('gearshift', model.vehicle.gearshift))}
          {row(text('shop.filters.cartypes'), (model) => words.word('cartype', model.vehicle.cartype))}
          {row(text('shop.filters.power'), (model) => model.vehicle.power_kw)}
          {row(text('shop.filters.ev_range'), (model) => model.vehicle.ev_range_km ?? '–')}
          {row(text('shop.filters.seats'), (model) => model.vehicle.seats)}
          {row(text('shop.filters.doors'), (model) => model.vehicle.doors)}
          {row(text('shop.compare.terms'), (model) =>
            model.prices
              .filter((price) => price.available)
              .map((price) => price.term)
              .join(', '),
          )}
          {row(text('shop.model.emissions'), (model) =>
            text('shop.model.co2Class', { label: model.emissions.label }),
          )}
        </TableBody>
      </Table>
    </PageStack>
  );
};
