import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useText } from '../../../i18n/text.tsx';
import type { CatalogueJson } from '../api/shop-queries.ts';
import {
  LIST_FILTERS,
  type ListFilter,
  RANGE_FILTERS,
  type RangeFilter,
  type SubscribeView,
  toggled,
} from '../subscribe-view.ts';
import { useVehicleWords, type VehicleWordKind } from '../vehicle-words.ts';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // A fieldset is as wide as its content by default (min-width: min-content): two inputs side by
  // side would then push a phone's page sideways.
  group: {
    border: 'none',
    padding: 0,
    margin: 0,
    minWidth: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '8px',
  },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  range: { display: 'flex', gap: tokens.spacingHorizontalS, '& > *': { flex: '1 1 0', minWidth: 0 } },
  input: { width: '100%', minWidth: 0 },
});

type Option = { readonly value: string; readonly label: string };

/** The catalogue's word kinds of the list filters whose values are German words. */
const WORD_KINDS: Partial<Record<ListFilter, VehicleWordKind>> = {
  fuels: 'fuel',
  gearshifts: 'gearshift',
  cartypes: 'cartype',
};

const optionsOf = (
  catalogue: CatalogueJson,
  name: ListFilter,
  word: (kind: VehicleWordKind, value: string) => string,
): Option[] => {
  if (name === 'brands') return catalogue.brands.map((brand) => ({ value: brand.id, label: brand.name }));
  const values: readonly (string | number)[] = catalogue.filters[name];
  const kind = WORD_KINDS[name];
  return values.map((value) => ({
    value: String(value),
    label: kind ? word(kind, String(value)) : String(value),
  }));
};

/** Prices are cents on the wire and in the URL, euros in the fields. */
const SCALE: Readonly<Record<RangeFilter, number>> = { price: 100, power: 1, ev_range: 1 };

const RangeFields = ({
  name,
  view,
  onChange,
}: {
  name: RangeFilter;
  view: SubscribeView;
  onChange: (view: SubscribeView) => void;
}) => {
  const text = useText();
  const styles = useStyles();
  const shown = (value: number | undefined) => (value === undefined ? '' : String(value / SCALE[name]));
  const [min, setMin] = useState(shown(view.ranges[name].min));
  const [max, setMax] = useState(shown(view.ranges[name].max));
  const boundOf = (value: string) => {
    const number = Number(value.replace(',', '.'));
    return value.trim() === '' || !Number.isFinite(number) || number < 0
      ? undefined
      : Math.round(number * SCALE[name]);
  };
  const apply = () =>
    onChange({
      ...view,
      ranges: { ...view.ranges, [name]: { min: boundOf(min), max: boundOf(max) } },
      page: 1,
    });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Text id={`shop.filters.${name}` as MessageId} />
      </legend>
      <div className={styles.range}>
        {(
          [
            ['min', min, setMin],
            ['max', max, setMax],
          ] as const
        ).map(([bound, value, set]) => (
          <Field key={bound} label={text(`shop.filters.${bound}` as MessageId)}>
            <Input
              className={styles.input}
              inputMode="numeric"
              value={value}
              onChange={(_, data) => set(data.value)}
              onBlur={apply}
              onKeyDown={(event) => (event.key === 'Enter' ? apply() : undefined)}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
};

/** The filters of /subscribe: the catalogue's values as checkboxes, the ranges as two fields each. */
export const VehicleFilters = ({
  catalogue,
  view,
  onChange,
}: {
  catalogue: CatalogueJson;
  view: SubscribeView;
  onChange: (view: SubscribeView) => void;
}) => {
  const styles = useStyles();
  const words = useVehicleWords();
  return (
    <div className={styles.panel}>
      {LIST_FILTERS.map((name) => (
        <fieldset key={name} className={styles.group}>
          <legend className={styles.legend}>
            <Text id={`shop.filters.${name}`} />
          </legend>
          {optionsOf(catalogue, name, words.word).map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={view.lists[name].includes(option.value)}
              onChange={() => onChange(toggled(view, name, option.value))}
            />
          ))}
        </fieldset>
      ))}
      {RANGE_FILTERS.map((name) => (
        // A new URL (back, reset) starts the fields afresh.
        <RangeFields
          key={`${name}-${view.ranges[name].min}-${view.ranges[name].max}`}
          name={name}
          view={view}
          onChange={onChange}
        />
      ))}
    </div>
  );
};
