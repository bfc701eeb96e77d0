import { DonutChart, VerticalBarChart } from '@fluentui/react-charts';
import {
  Card,
  CardHeader,
  makeStyles,
  mergeClasses,
  Subtitle2,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CARS_TABS, type CarsTab } from '../../../../../../core/fleet/cars-tabs.ts';
import { formatEuros } from '../../../../../../core/shared/money.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { formatDate, formatMonth } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { type FleetOverviewJson, fleetOverviewQuery } from '../api/settings-queries.ts';
import { maySeeOverview } from '../business-access.ts';
import { BusinessOnly } from '../components/BusinessOnly.tsx';
import { ChartBoundary } from '../components/ChartBoundary.tsx';
import { Refusal } from '../components/Refusal.tsx';
import { costMonthHref, handoversHref, returnsHref, tabHref } from '../overview-links.ts';

const useStyles = makeStyles({
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: '16px' },
  body: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '16px' },
  chart: { flex: '1 1 200px', minWidth: '200px' },
  // The charts draw once the page has hydrated (ChartBoundary): their place is kept from the start at
  // the height they draw at (a donut of 200 px with its margin, a bar with its title), so the figures
  // below them do not move when they appear.
  donut: { minHeight: '218px' },
  weekBars: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
  },
  // The handovers' and the returns' colours of the palette (a class: the page's policy allows no style attribute).
  handoverBar: { fill: tokens.colorPaletteBlueBorderActive },
  returnBar: { fill: tokens.colorPaletteTealBorderActive },
  weekTitle: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  weekTrack: {
    display: 'block',
    width: '100%',
    height: '12px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
    // The bar in the system's text colour where the system sets the colours (Windows' contrast themes).
    '@media (forced-colors: active)': { '& rect': { fill: 'CanvasText' } },
  },
  // The months' columns with their axes.
  months: { flex: '1 1 100%', minHeight: '260px' },
  lists: { display: 'flex', flexWrap: 'wrap', gap: '24px', flex: '1 1 100%' },
  list: { flex: '1 1 260px' },
  figures: { flex: '1 1 160px', listStyle: 'none', margin: 0, padding: 0 },
  figure: { display: 'flex', justifyContent: 'space-between', gap: '12px', padding: '2px 0' },
  big: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
});

const TAB_LABELS: Record<(typeof CARS_TABS)[number], MessageId> = {
  all: 'fleet.cars.tab.all',
  orders: 'fleet.cars.tab.orders',
  handover: 'fleet.cars.tab.handover',
  return: 'fleet.cars.tab.return',
  archived: 'fleet.cars.tab.archived',
};

/**
 * The tabs that divide the fleet: every car is in exactly one of them (a lapsed reservation in the
 * archive only), so their slices add up to the fleet. "Übergabe" and "Endend" are parts of "Meine
 * Flotte" and are shown as such, never as slices beside it.
 */
const PARTITION: readonly CarsTab[] = ['all', 'orders', 'archived'];
const PARTS_OF_ALL: readonly CarsTab[] = ['handover', 'return'];

/** Distinct colours of the palette for the slices, in order. */
const SLICE_COLOURS = [
  tokens.colorPaletteBlueBorderActive,
  tokens.colorPaletteMarigoldBorderActive,
  tokens.colorNeutralForeground3,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPaletteBerryBorderActive,
  tokens.colorPaletteGreenBorderActive,
  tokens.colorPalettePurpleBorderActive,
];

const OverviewCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card>
    <CardHeader header={<Subtitle2 as="h2">{title}</Subtitle2>} />
    {children}
  </Card>
);

type FigureRow = { readonly label: string; readonly value: string; readonly href?: string };

/** The numbers beside a chart, each a link to the list that shows the same number. */
const Figures = ({ label, rows }: { label: string; rows: readonly FigureRow[] }) => {
  const styles = useStyles();
  return (
    <ul className={styles.figures} aria-label={label}>
      {rows.map((row) => (
        <li key={row.href ?? row.label} className={styles.figure}>
          {row.href ? <AppLink to={row.href}>{row.label}</AppLink> : <span>{row.label}</span>}
          <span>{row.value}</span>
        </li>
      ))}
    </ul>
  );
};

/**
 * The charts draw what adds up and label nothing themselves: their numbers stand beside them,
 * written the page's way (format.count, format.money), with no legend to overflow ("+2 more") and
 * no abbreviated values ("4.41k"); the culture localises what a chart's tooltip writes.
 */
const Overview = ({ overview }: { overview: FleetOverviewJson }) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const { locale } = useLocale();
  const fleetRows = PARTITION.map((tab) => ({
    label: text(TAB_LABELS[tab]),
    count: overview.tabCounts[tab],
    href: tabHref(tab),
  }));
  const fleetSize = fleetRows.reduce((sum, row) => sum + row.count, 0);
  const partRows = PARTS_OF_ALL.map((tab) => ({
    label: text('businessSettings.overview.ofWhich', { label: text(TAB_LABELS[tab]) }),
    value: format.count(overview.tabCounts[tab]),
    href: tabHref(tab),
  }));
  return (
    <div className={styles.cards}>
      <OverviewCard title={text('businessSettings.overview.fleet')}>
        <p>
          <span className={styles.big}>{format.count(fleetSize)}</span>{' '}
          <Text id="businessSettings.overview.fleetTotal" values={{ count: fleetSize }} />
        </p>
        <div className={styles.body}>
          <div className={mergeClasses(styles.chart, styles.donut)}>
            <ChartBoundary>
              <DonutChart
                data={{
                  chartTitle: text('businessSettings.overview.fleet'),
                  chartData: fleetRows.map((row, index) => ({
                    legend: row.label,
                    data: row.count,
                    color: SLICE_COLOURS[index % SLICE_COLOURS.length],
                  })),
                }}
                innerRadius={48}
                height={200}
                culture={locale}
                hideLegend
                hideLabels
              />
            </ChartBoundary>
          </div>
          <Figures
            label={text('businessSettings.overview.fleet')}
            rows={[
              ...fleetRows.map((row) => ({
                label: row.label,
                value: format.count(row.count),
                href: row.href,
              })),
              ...partRows,
            ]}
          />
        </div>
      </OverviewCard>
      <WeeksCard
        title={text('businessSettings.overview.handovers')}
        listLabel={text('businessSettings.overview.handoversPerWeek')}
        total={overview.handoversWithin90Days}
        totalText="businessSettings.overview.handoversTotal"
        weeks={overview.handoversPerWeek}
        hrefOf={handoversHref}
        barClassName={styles.handoverBar}
      />
      <WeeksCard
        title={text('businessSettings.overview.returning')}
        listLabel={text('businessSettings.overview.returnsPerWeek')}
        total={overview.returningWithin90Days}
        totalText="businessSettings.overview.returnsTotal"
        weeks={overview.returnsPerWeek}
        hrefOf={returnsHref}
        barClassName={styles.returnBar}
      />
      <CostCard months={overview.costPerMonth} />
    </div>
  );
};

type Week = FleetOverviewJson['returnsPerWeek'][number];

/**
 * Cars per week of the next 90 days (returns, handovers): the total and each week link to the
 * cars list of that window, which shows the same number.
 */
const WeeksCard = ({
  title,
  listLabel,
  total,
  totalText,
  weeks,
  hrefOf,
  barClassName,
}: {
  title: string;
  listLabel: string;
  total: number;
  totalText: MessageId;
  weeks: readonly Week[];
  hrefOf: (window: { from: string; to: string }) => string;
  barClassName: string;
}) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const busiestWeek = Math.max(1, ...weeks.map((week) => week.count));
  const window = weeks.length > 0 ? { from: weeks[0]?.from ?? '', to: weeks.at(-1)?.to ?? '' } : null;
  return (
    <OverviewCard title={title}>
      {window ? (
        <p>
          <AppLink to={hrefOf(window)}>
            <span className={styles.big}>{format.count(total)}</span>{' '}
            <Text id={totalText} values={{ count: total }} />
          </AppLink>
        </p>
      ) : null}
      <div className={styles.body}>
        {/* The weeks' bars on one scale, the busiest week the longest; their numbers are the figures'
            beside them, so the bars are a picture only. Drawn as the page's own SVG, on the server
            too: Fluent's HorizontalBarChart of the weeks drew after the hydration, two tasks of
            about 350 ms of a phone's load (docs/ui/hydration.md). */}
        <ol className={mergeClasses(styles.chart, styles.weekBars)} aria-hidden="true">
          {weeks.map((week) => (
            <li key={week.from}>
              <span className={styles.weekTitle}>
                {text('businessSettings.overview.weekFrom', { date: formatDayMonth(week.from) })}
              </span>
              <svg
                className={styles.weekTrack}
                viewBox="0 0 100 12"
                preserveAspectRatio="none"
                focusable="false"
                aria-hidden="true"
              >
                <rect width={(100 * week.count) / busiestWeek} height="12" className={barClassName} />
              </svg>
            </li>
          ))}
        </ol>
        <Figures
          label={listLabel}
          rows={weeks.map((week) => ({
            label: text('businessSettings.overview.weekFrom', { date: formatDayMonth(week.from) }),
            value: format.count(week.count),
            href: hrefOf(week),
          }))}
        />
      </div>
    </OverviewCard>
  );
};

type MonthCost = FleetOverviewJson['costPerMonth'][number];

/**
 * The fleet's cost per month: the last 12 months and the commitments from this month on, net as
 * the chart's columns (the commitments in their own colour) and net and gross beside them, each
 * month linking to the cars costing in it, whose list states the same sum.
 */
const CostCard = ({ months }: { months: readonly MonthCost[] }) => {
  const styles = useStyles();
  const text = useText();
  const { locale } = useLocale();
  const current = months.find((month) => month.ahead);
  const rowOf = (month: MonthCost) => ({
    label: formatMonth(month.month, locale),
    value: text('businessSettings.overview.costValue', {
      net: formatEuros(month.net),
      gross: formatEuros(month.gross),
    }),
    href: costMonthHref(month.month),
  });
  return (
    <OverviewCard title={text('businessSettings.overview.costPerMonth')}>
      <p>
        <Text id="businessSettings.overview.costIntro" />
      </p>
      {current ? (
        <p>
          <AppLink to={costMonthHref(current.month)}>
            <Text
              id="businessSettings.overview.costThisMonth"
              values={{ month: formatMonth(current.month, locale) }}
            />{' '}
            <span className={styles.big}>{formatEuros(current.net)}</span>{' '}
            <Text
              id="businessSettings.overview.costNetGross"
              values={{ gross: formatEuros(current.gross) }}
            />
          </AppLink>
        </p>
      ) : null}
      <div className={styles.body}>
        <div className={styles.months}>
          <ChartBoundary>
            <VerticalBarChart
              data={months.map((month) => ({
                x: formatMonth(month.month, locale),
                y: month.net / 100,
                legend: text(
                  month.ahead ? 'businessSettings.overview.costAhead' : 'businessSettings.overview.costPast',
                ),
                color: month.ahead ? SLICE_COLOURS[0] : SLICE_COLOURS[2],
                yAxisCalloutData: formatEuros(month.net),
              }))}
              height={240}
              hideLegend
              hideLabels
              rotateXAxisLables
              culture={locale}
              yAxisTickFormat={(euros: number) => formatEuros(Math.round(euros) * 100)}
            />
          </ChartBoundary>
        </div>
        <div className={styles.lists}>
          <div className={styles.list}>
            <Subtitle2 as="h3">
              <Text id="businessSettings.overview.costPast" />
            </Subtitle2>
            <Figures
              label={text('businessSettings.overview.costPast')}
              rows={months.filter((month) => !month.ahead).map(rowOf)}
            />
          </div>
          <div className={styles.list}>
            <Subtitle2 as="h3">
              <Text id="businessSettings.overview.costAhead" />
            </Subtitle2>
            <Figures
              label={text('businessSettings.overview.costAhead')}
              rows={months.filter((month) => month.ahead).map(rowOf)}
            />
          </div>
        </div>
      </div>
    </OverviewCard>
  );
};

/** 2026-11-23 → 23.11. (a week's first day; the year is this one or the next). */
const formatDayMonth = (day: string): string => formatDate(day).slice(0, 6);

const OverviewLoader = () => {
  const overview = useQuery(fleetOverviewQuery(usePortalApi()));
  const empty = overview.data && CARS_TABS.every((tab) => overview.data.tabCounts[tab] === 0);
  return (
    <>
      {overview.isPending ? <LoadingState /> : null}
      {overview.isError ? <DataError onRetry={() => void overview.refetch()} /> : null}
      {empty ? (
        <p>
          <Text id="businessSettings.overview.empty" />
        </p>
      ) : null}
      {overview.data && !empty ? <Overview overview={overview.data} /> : null}
    </>
  );
};

const FleetOverview = () => {
  const { data: user } = useSession();
  return (
    <PageStack>
      <Title2 as="h1">
        <Text id="businessSettings.overview.title" />
      </Title2>
      {maySeeOverview(user) ? <OverviewLoader /> : <Refusal text="businessSettings.overview.refused" />}
    </PageStack>
  );
};

/** /overview: the fleet at a glance for admins and analysts (designed by us; docs/ui/business.md). */
export const FleetOverviewPage = () => (
  <BusinessOnly>
    <FleetOverview />
  </BusinessOnly>
);
