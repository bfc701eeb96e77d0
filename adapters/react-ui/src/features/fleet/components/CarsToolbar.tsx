import { Button, Field, makeStyles, SearchBox, Select } from '@fluentui/react-components';
import { memo, useEffect, useState } from 'react';
import {
  ACTION_FILTERS,
  type ActionFilter,
  CARS_SORTS,
  type CarsSort,
  RENEWABILITY_FILTERS,
  type RenewabilityFilter,
} from '../../../../../../core/fleet/cars-list.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import type { CarsView } from '../cars-view.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'flex-end' },
  search: { minWidth: '260px', flexGrow: 1 },
});

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

type Props = {
  readonly view: CarsView;
  readonly companies: readonly { readonly id: string; readonly name: string }[];
  readonly onChange: (change: Partial<CarsView>) => void;
  readonly onExport: () => void;
  readonly exporting: boolean;
};

/** Search, the renewability, "Aktion erforderlich" and company filters, the sort and the CSV export of /cars. */
export const CarsToolbar = memo(({ view, companies, onChange, onExport, exporting }: Props) => {
  const styles = useStyles();
  const text = useText();
  const [search, setSearch] = useState(view.search);
  // The URL is the truth: going back or following a link shows its search.
  useEffect(() => setSearch(view.search), [view.search]);
  useEffect(() => {
    if (search === view.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, view.search, onChange]);
  return (
    <div className={styles.bar}>
      <Field label={text('fleet.cars.search')} className={styles.search}>
        <SearchBox
          value={search}
          placeholder={text('fleet.cars.searchPlaceholder')}
          onChange={(_, data) => setSearch(data.value)}
        />
      </Field>
      <Field label={text('fleet.cars.renewability')}>
        <Select
          value={view.renewability}
          onChange={(_, data) => onChange({ renewability: data.value as RenewabilityFilter })}
        >
          {RENEWABILITY_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {text(`fleet.cars.renewability.${filter}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={text('fleet.cars.action')}>
        <Select value={view.action} onChange={(_, data) => onChange({ action: data.value as ActionFilter })}>
          {ACTION_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {text(`fleet.cars.action.${filter}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={text('fleet.cars.company')}>
        <Select value={view.companyId} onChange={(_, data) => onChange({ companyId: data.value })}>
          <option value="">{text('fleet.cars.company.all')}</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={text('fleet.cars.sort')}>
        <Select value={view.sort} onChange={(_, data) => onChange({ sort: data.value as CarsSort })}>
          {CARS_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {text(`fleet.cars.sort.${sort}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button onClick={onExport} disabled={exporting}>
        <Text id="fleet.cars.export" />
      </Button>
    </div>
  );
});
