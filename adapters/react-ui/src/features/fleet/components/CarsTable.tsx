import {
  createCustomFocusIndicatorStyle,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { type MouseEvent, memo, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { isReservationLapsed } from '../../../../../../core/deals/reservation.ts';
import { useServices } from '../../../app/ServicesContext.tsx';
import { useCardTableStyles } from '../../../components/card-table.ts';
import { useFormat, useText } from '../../../i18n/text.tsx';
import type { FleetCarJson } from '../api/fleet-queries.ts';

export const carNameOf = (car: FleetCarJson): string =>
  [car.car?.oem, car.car?.model].filter(Boolean).join(' ') || car.id;

export const licencePlateOf = (car: FleetCarJson): string | null =>
  car.car?.license_plate ?? car.car?.registration_data?.license_plate ?? null;

/**
 * Fluent's table and link, drawn by the elements themselves: the fleet list is the business
 * portal's start page, and Fluent's Table, TableRow, TableCell and Link components cost a component
 * with its own hooks and style merging per cell (some 200 per page) and a chunk of their own on the
 * first load (docs/ui/performance.md "The fleet list at 20,000 cars"). The rules are Fluent's own (the table's
 * medium size, the link's look).
 */
const useStyles = makeStyles({
  table: {
    display: 'table',
    verticalAlign: 'middle',
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'collapse',
    backgroundColor: tokens.colorSubtleBackground,
  },
  row: {
    color: tokens.colorNeutralForeground1,
    boxSizing: 'border-box',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  bodyRow: {
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      color: tokens.colorNeutralForeground1Hover,
    },
    ':active': {
      backgroundColor: tokens.colorSubtleBackgroundPressed,
      color: tokens.colorNeutralForeground1Pressed,
    },
    '@media (forced-colors: active)': {
      ':hover': { color: 'Highlight', ...shorthands.borderColor('Highlight') },
    },
  },
  headerCell: {
    fontWeight: tokens.fontWeightRegular,
    textAlign: 'start',
    verticalAlign: 'middle',
    padding: `0px ${tokens.spacingHorizontalS}`,
    height: '32px',
  },
  cell: {
    verticalAlign: 'middle',
    padding: `0px ${tokens.spacingHorizontalS}`,
    height: '44px',
  },
  link: {
    ':focus-visible': { outlineStyle: 'none' },
    ...createCustomFocusIndicatorStyle({
      textDecorationColor: tokens.colorStrokeFocus2,
      textDecorationLine: 'underline',
      textDecorationStyle: 'double',
      outlineStyle: 'none',
    }),
    color: tokens.colorBrandForegroundLink,
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightRegular,
    textDecorationLine: 'none',
    textDecorationThickness: tokens.strokeWidthThin,
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':active': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkPressed },
  },
  // The tabs' dot (CarsTabs), beside the words, so the mark does not rest on colour alone.
  dot: {
    display: 'inline-block',
    width: '8px',
    height: '8px',
    marginRight: '6px',
    borderRadius: '50%',
    backgroundColor: tokens.colorPaletteRedBackground3,
    verticalAlign: 'middle',
    '@media (forced-colors: active)': { backgroundColor: 'CanvasText' },
  },
});

/** A row of the list: the car, marked when it needs the fleet manager ("Aktion erforderlich"). */
export type FleetListCarJson = FleetCarJson & { readonly action_required: boolean };

type Columns = Readonly<
  Record<'car' | 'licensePlate' | 'driver' | 'company' | 'state' | 'action' | 'rate' | 'returnDate', string>
>;
type RowTexts = {
  readonly columns: Columns;
  readonly noDriver: string;
  readonly actionRequired: string;
  readonly lapsedState: string;
  readonly text: ReturnType<typeof useText>;
  readonly format: ReturnType<typeof useFormat>;
  readonly classes: {
    readonly row: string;
    readonly cell: string;
    readonly link: string;
    readonly dot: string;
  };
  readonly follow: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * A car's row. Memoised: the page re-renders when other data arrives (the companies, the session)
 * or a tab's count changes, and a row whose car, language and formats are the same is left alone.
 * The link is a plain anchor that one shared handler follows inside the app (`followInApp`).
 */
const CarRow = memo(
  ({
    car,
    lapsed,
    texts,
  }: {
    readonly car: FleetListCarJson;
    readonly lapsed: boolean;
    readonly texts: RowTexts;
  }) => {
    const { columns, classes, format } = texts;
    return (
      <tr className={classes.row}>
        <td className={classes.cell} data-label={columns.car}>
          <a className={classes.link} href={`/orders/${encodeURIComponent(car.id)}`} onClick={texts.follow}>
            {carNameOf(car)}
          </a>
        </td>
        <td className={classes.cell} data-label={columns.licensePlate}>
          {licencePlateOf(car) ?? '–'}
        </td>
        <td className={classes.cell} data-label={columns.driver}>
          {car.driver_name ?? texts.noDriver}
        </td>
        <td className={classes.cell} data-label={columns.company}>
          {car.company.name}
        </td>
        <td className={classes.cell} data-label={columns.state}>
          {lapsed ? texts.lapsedState : texts.text(`mycars.state.${car.state}`)}
        </td>
        <td className={classes.cell} data-label={columns.action}>
          {car.action_required ? (
            <>
              <span className={classes.dot} aria-hidden="true" />
              {texts.actionRequired}
            </>
          ) : null}
        </td>
        <td className={classes.cell} data-label={columns.rate}>
          {typeof car.amount === 'number' ? format.money(car.amount) : '–'}
        </td>
        <td className={classes.cell} data-label={columns.returnDate}>
          {car.return_date ? format.date(car.return_date) : '–'}
        </td>
      </tr>
    );
  },
);

/**
 * A plain click on a car's link opens its order inside the app; with a modifier key or another
 * button the browser does what it does with any link (a new tab, a new window).
 */
const followInApp = (navigate: ReturnType<typeof useNavigate>) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = event.currentTarget.getAttribute('href');
  if (!href) return;
  event.preventDefault();
  navigate(href);
};

const COLUMNS = [
  'car',
  'licensePlate',
  'driver',
  'company',
  'state',
  'action',
  'rate',
  'returnDate',
] as const;

/**
 * One page of the fleet: each car links to its order detail, a car needing action says so in its
 * own column (the tabs' dot, row by row). Memoised on the page's cars (the query
 * cache keeps the same array until the page changes), so nothing else re-renders the table.
 */
export const CarsTable = memo(({ cars }: { cars: readonly FleetListCarJson[] }) => {
  const text = useText();
  const format = useFormat();
  const styles = useStyles();
  const cardTable = useCardTableStyles().cardTable;
  const navigate = useNavigate();
  // The texts every row shows, looked up once per page instead of once per cell.
  const texts = useMemo<RowTexts>(
    () => ({
      columns: Object.fromEntries(
        COLUMNS.map((column) => [column, text(`fleet.cars.column.${column}`)]),
      ) as Columns,
      noDriver: text('fleet.cars.noDriver'),
      actionRequired: text('fleet.cars.actionRequired'),
      lapsedState: text('fleet.state.reservationLapsed'),
      text,
      format,
      classes: {
        row: mergeClasses(styles.row, styles.bodyRow),
        cell: styles.cell,
        link: styles.link,
        dot: styles.dot,
      },
      follow: followInApp(navigate),
    }),
    [text, format, styles, navigate],
  );
  // A lapsed reservation is listed in the archive and says so (core's isReservationLapsed).
  const now = useServices().clock.now();
  return (
    <table aria-label={text('fleet.cars.table')} className={mergeClasses(styles.table, cardTable)}>
      <thead>
        <tr className={styles.row}>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className={styles.headerCell}>
              {texts.columns[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cars.map((car) => (
          <CarRow key={car.id} car={car} lapsed={isReservationLapsed(car, now)} texts={texts} />
        ))}
      </tbody>
    </table>
  );
});
