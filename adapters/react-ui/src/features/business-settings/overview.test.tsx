// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser, renderApp } from '../../test/render-app.tsx';
import {
  asNordAdmin,
  asNordAnalyst,
  asNordDriver,
  failure,
  never,
  ok,
  overview,
  SESSION,
} from './settings-fixtures.ts';

const OVERVIEW = 'GET /portal/api/bff/fleet/overview';
const CARS = 'GET /portal/api/bff/fleet/cars';
const emptyCars = ok({
  items: [],
  matchCount: 0,
  total: 0,
  tabCounts: { all: 0, orders: 0, handover: 0, return: 0, archived: 0 },
  tabsNeedingAction: [],
  page: 1,
  pageSize: 25,
});
const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const nav = () => screen.getByRole('navigation', { name: 'Mein Bereich' });

describe('/overview', () => {
  it('is a tab of the business navigation for admins and analysts, not for drivers', async () => {
    for (const session of [asNordAdmin, asNordAnalyst]) {
      const { unmount } = renderApp('/overview', { bff: { [SESSION]: session, [OVERVIEW]: never } });
      await screen.findByRole('heading', { name: 'Flottenübersicht' });
      expect(within(nav()).getByRole('tab', { name: 'Übersicht' })).toHaveAttribute('aria-selected', 'true');
      unmount();
    }
    renderApp('/cars/all', { bff: { [SESSION]: asNordDriver, [CARS]: emptyCars } });
    await screen.findByRole('heading', { name: 'Fahrzeuge' });
    expect(within(nav()).queryByRole('tab', { name: 'Übersicht' })).not.toBeInTheDocument();
  });

  it('tells a driver the overview is for admins and analysts, without asking the BFF', async () => {
    const { calls } = renderApp('/overview', { bff: { [SESSION]: asNordDriver } });
    expect(
      await screen.findByText(
        'Die Flottenübersicht sehen Administrator*innen und Analyst*innen. Ihre Fahrzeuge finden Sie unter „Meine Flotte“.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/fleet/overview'))).toBe(false);
  });

  it('shows that the overview is loading, and when it failed', async () => {
    const loading = renderApp('/overview', { bff: { [SESSION]: asNordAdmin, [OVERVIEW]: never } });
    await screen.findByRole('heading', { name: 'Flottenübersicht' });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
    loading.unmount();
    renderApp('/overview', { bff: { [SESSION]: asNordAdmin, [OVERVIEW]: failure(500, 'general_error') } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('says when the fleet has no cars', async () => {
    renderApp('/overview', {
      bff: {
        [SESSION]: asNordAnalyst,
        [OVERVIEW]: ok(
          overview({
            tabCounts: { all: 0, orders: 0, handover: 0, return: 0, archived: 0 },
            monthlyCost: { total: 0, perCompany: [] },
            returningWithin90Days: 0,
            contractsAwaitingSignature: 0,
          }),
        ),
      },
    });
    expect(await screen.findByText('Ihre Flotte hat noch keine Fahrzeuge.')).toBeInTheDocument();
  });

  it('divides the fleet into the tabs that add up, each linking to its tab, and names the parts of "Meine Flotte"', async () => {
    renderApp('/overview', { bff: { [SESSION]: asNordAnalyst, [OVERVIEW]: ok(overview()) } });
    const fleet = await screen.findByRole('list', { name: 'Ihre Flotte' });
    const rows = within(fleet)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    // 172 + 14 + 14: every car once; handover and ending cars are part of the 172.
    expect(rows).toEqual([
      'Meine Flotte172',
      'Reserviert14',
      'Archiv14',
      'davon Übergabe40',
      'davon Endend26',
    ]);
    expect(screen.getByText('Fahrzeuge insgesamt').parentElement).toHaveTextContent(
      '200 Fahrzeuge insgesamt',
    );
    expect(within(fleet).getByRole('link', { name: 'davon Endend' })).toHaveAttribute('href', '/cars/return');
    expect(within(fleet).getByRole('link', { name: 'Reserviert' })).toHaveAttribute('href', '/cars/orders');
  });

  it('keeps the fleet’s euros in euros in US English, written the German way, and counts the US way', async () => {
    renderApp('/overview', {
      bff: {
        [SESSION]: asNordAdmin,
        [OVERVIEW]: ok(
          overview({ tabCounts: { all: 16_477, orders: 14, handover: 40, return: 26, archived: 14 } }),
        ),
      },
      browser: fakeBrowser({ 'portal.locale': 'en-US' }),
    });
    // This month's cost: 162 cars at 500 € net.
    expect(await screen.findByText(/^81\.000\s€$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'November 2026' })).toHaveAttribute(
      'href',
      '/cars/all?cost_month=2026-11',
    );
    expect(screen.getByText('16,477')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'of which Ending' })).toBeInTheDocument();
    expect(screen.queryByText(/\$|€\d|\d\.\d+k\b|\+\d+ more/)).not.toBeInTheDocument();
  });

  it('shows the cost of the last 12 months and the commitments ahead, each month linking to the cars costing in it', async () => {
    const { router } = renderApp('/overview', {
      bff: { [SESSION]: asNordAdmin, [OVERVIEW]: ok(overview()), [CARS]: emptyCars },
    });
    const past = await screen.findByRole('list', { name: 'Letzte 12 Monate' });
    const ahead = screen.getByRole('list', { name: 'Verpflichtungen ab diesem Monat' });
    const pastRows = within(past).getAllByRole('listitem');
    expect(pastRows).toHaveLength(12);
    expect(pastRows[0]?.textContent?.replace(/\s/g, ' ')).toBe(
      'November 202575.000 € netto · 89.250 € brutto',
    );
    expect(within(ahead).getAllByRole('listitem')).toHaveLength(14);
    expect(within(ahead).getByRole('link', { name: 'Dezember 2027' })).toHaveAttribute(
      'href',
      '/cars/all?cost_month=2027-12',
    );
    await userEvent.click(screen.getByRole('link', { name: /^Im November 2026:/ }));
    expect(locationOf(router)).toBe('/cars/all?cost_month=2026-11');
  });

  it('shows the handovers of the next 90 days per week, each week linking to the handover tab’s cars of that week', async () => {
    renderApp('/overview', { bff: { [SESSION]: asNordAdmin, [OVERVIEW]: ok(overview()) } });
    const weeks = await screen.findByRole('list', { name: 'Übergaben je Woche' });
    expect(within(weeks).getAllByRole('listitem')).toHaveLength(13);
    expect(within(weeks).getByRole('link', { name: 'Woche ab 30.11.' })).toHaveAttribute(
      'href',
      '/cars/handover?handovers_from=2026-11-30&handovers_to=2026-12-06',
    );
    expect(screen.getByRole('link', { name: '40 Übergaben in 90 Tagen' })).toHaveAttribute(
      'href',
      '/cars/handover?handovers_from=2026-11-23&handovers_to=2027-02-21',
    );
  });

  it('shows the returns of the next 90 days per week, each week and the total linking to the list of those returns', async () => {
    const { router } = renderApp('/overview', {
      bff: { [SESSION]: asNordAdmin, [OVERVIEW]: ok(overview()), [CARS]: emptyCars },
    });
    const weeks = await screen.findByRole('list', { name: 'Rückgaben je Woche' });
    const rows = within(weeks).getAllByRole('listitem');
    expect(rows).toHaveLength(13);
    expect(rows[0]).toHaveTextContent('Woche ab 23.11.3');
    expect(rows[12]).toHaveTextContent('Woche ab 15.02.3');
    expect(within(weeks).getByRole('link', { name: 'Woche ab 30.11.' })).toHaveAttribute(
      'href',
      '/cars/all?returns_from=2026-11-30&returns_to=2026-12-06',
    );
    await userEvent.click(screen.getByRole('link', { name: '38 Rückgaben in 90 Tagen' }));
    expect(locationOf(router)).toBe('/cars/all?returns_from=2026-11-23&returns_to=2027-02-21');
  });
});
