import { DonutChart, HorizontalBarChart } from '@fluentui/react-charts';
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
import { CARS_TABS } from '../../../../../../core/fleet/cars-tabs.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { PageStack } from '../../../components/PageStack.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { type FleetOverviewJson, fleetOverviewQuery } from '../api/settings-queries.ts';
import { maySeeOverview } from '../business-access.ts';
import { BusinessOnly } from '../components/BusinessOnly.tsx';
import { ChartBoundary } from '../components/ChartBoundary.tsx';
import { Refusal } from '../components/Refusal.tsx';
import { AWAITING_SIGNATURE_HREF, companyHref, RETURNS_HREF, tabHref } from '../overview-links.ts';

const useStyles = makeStyles({
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: '16px' },
  body: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '16px' },
  chart: { flex: '1 1 200px', minWidth: '200px' },
  // The charts draw once the page has hydrated (ChartBoundary): their place is kept from the start at
  // the height they draw at (a donut of 200 px with its margin, a bar with its title), so the figures
  // below them do not move when they appear.
  donut: { minHeight: '218px' },
  bar: { minHeight: '43px' },
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

/** Distinct colours of the palette for the slices, in order. */
const SLICE_COLOURS = [
  tokens.colorPaletteBlueBorderActive,
  tokens.colorPaletteMarigoldBorderActive,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPaletteBerryBorderActive,
  tokens.colorNeutralForeground3,
  tokens.colorPaletteGreenBorderActive,
  tokens.colorPalettePurpleBorderActive,
];

const OverviewCard = ({ title, children }: { title: MessageId; children: ReactNode }) => (
  <Card>
    <CardHeader
      header={
        <Subtitle2 as="h2">
          <Text id={title} />
        </Subtitle2>
      }
    />
    {children}
  </Card>
);

/** The numbers beside a chart, each a link to the cars it counts. */
const Figures = ({
  label,
  rows,
}: {
  label: string;
  rows: readonly { label: string; value: string; href: string }[];
}) => {
  const styles = useStyles();
  return (
    <ul className={styles.figures} aria-label={label}>
      {rows.map((row) => (
        <li key={row.href} className={styles.figure}>
          <AppLink to={row.href}>{row.label}</AppLink>
          <span>{row.value}</span>
        </li>
      ))}
    </ul>
  );
};

const Overview = ({ overview }: { overview: FleetOverviewJson }) => {
  const styles = useStyles();
  const text = useText();
  const format = useFormat();
  const tabRows = CARS_TABS.map((tab) => ({
    label: text(TAB_LABELS[tab]),
    value: String(overview.tabCounts[tab]),
    href: tabHref(tab),
  }));
  const costRows = overview.monthlyCost.perCompany.map((company) => ({
    label: company.companyName,
    value: format.money(company.amount),
    href: companyHref(company.companyId),
  }));
  const running = overview.tabCounts.all;
  return (
    <div className={styles.cards}>
      <OverviewCard title="businessSettings.overview.carsPerTab">
        <div className={styles.body}>
          <div className={mergeClasses(styles.chart, styles.donut)}>
            <ChartBoundary>
              <DonutChart
                data={{
                  chartTitle: text('businessSettings.overview.carsPerTab'),
                  chartData: tabRows.map((row, index) => ({
                    legend: row.label,
                    data: Number(row.value),
                    color: SLICE_COLOURS[index % SLICE_COLOURS.length],
                  })),
                }}
                innerRadius={48}
                height={200}
                hideLegend
              />
            </ChartBoundary>
          </div>
          <Figures label={text('businessSettings.overview.carsPerTab')} rows={tabRows} />
        </div>
      </OverviewCard>
      <OverviewCard title="businessSettings.overview.monthlyCost">
        <p>
          <Text id="businessSettings.overview.monthlyCostTotal" />{' '}
          <span className={styles.big}>{format.money(overview.monthlyCost.total)}</span>
        </p>
        {costRows.length === 0 ? (
          <p>
            <Text id="businessSettings.overview.noCost" />
          </p>
        ) : (
          <div className={styles.body}>
            <div className={mergeClasses(styles.chart, styles.donut)}>
              <ChartBoundary>
                <DonutChart
                  data={{
                    chartTitle: text('businessSettings.overview.monthlyCost'),
                    chartData: overview.monthlyCost.perCompany.map((company, index) => ({
                      legend: company.companyName,
                      data: company.amount / 100,
                      color: SLICE_COLOURS[index % SLICE_COLOURS.length],
                    })),
                  }}
                  innerRadius={48}
                  height={200}
                  hideLegend
                  hideLabels
                />
              </ChartBoundary>
            </div>
            <Figures label={text('businessSettings.overview.perCompany')} rows={costRows} />
          </div>
        )}
      </OverviewCard>
      <OverviewCard title="businessSettings.overview.returning">
        <div className={styles.body}>
          <div className={mergeClasses(styles.chart, styles.bar)}>
            <ChartBoundary>
              <HorizontalBarChart
                data={[
                  {
                    chartTitle: text('businessSettings.overview.returningOfRunning', {
                      count: overview.returningWithin90Days,
                      running,
                    }),
                    chartData: [
                      {
                        legend: text('businessSettings.overview.returning'),
                        horizontalBarChartdata: {
                          x: overview.returningWithin90Days,
                          total: Math.max(running, 1),
                        },
                        color: SLICE_COLOURS[3],
                      },
                    ],
                  },
                ]}
                hideRatio={[true]}
                chartDataMode="hidden"
              />
            </ChartBoundary>
          </div>
          <Figures
            label={text('businessSettings.overview.returning')}
            rows={[
              {
                label: text('businessSettings.overview.returningLink'),
                value: String(overview.returningWithin90Days),
                href: RETURNS_HREF,
              },
            ]}
          />
        </div>
      </OverviewCard>
      <OverviewCard title="businessSettings.overview.awaitingSignature">
        <div className={styles.body}>
          <div className={mergeClasses(styles.chart, styles.bar)}>
            <ChartBoundary>
              <HorizontalBarChart
                data={[
                  {
                    chartTitle: text('businessSettings.overview.awaitingOfReserved', {
                      count: overview.contractsAwaitingSignature,
                      reserved: overview.tabCounts.orders,
                    }),
                    chartData: [
                      {
                        legend: text('businessSettings.overview.awaitingSignature'),
                        horizontalBarChartdata: {
                          x: overview.contractsAwaitingSignature,
                          total: Math.max(overview.tabCounts.orders, overview.contractsAwaitingSignature, 1),
                        },
                        color: SLICE_COLOURS[1],
                      },
                    ],
                  },
                ]}
                hideRatio={[true]}
                chartDataMode="hidden"
              />
            </ChartBoundary>
          </div>
          <Figures
            label={text('businessSettings.overview.awaitingSignature')}
            rows={[
              {
                label: text('businessSettings.overview.awaitingSignatureLink'),
                value: String(overview.contractsAwaitingSignature),
                href: AWAITING_SIGNATURE_HREF,
              },
            ]}
          />
        </div>
      </OverviewCard>
    </div>
  );
};

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
