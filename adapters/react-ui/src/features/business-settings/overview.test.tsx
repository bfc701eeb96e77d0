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

  it('shows the cars per tab, each linking to its tab of the cars list', async () => {
    renderApp('/overview', { bff: { [SESSION]: asNordAnalyst, [OVERVIEW]: ok(overview()) } });
    const tabs = await screen.findByRole('list', { name: 'Fahrzeuge je Status' });
    const rows = within(tabs)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Meine Flotte172', 'Reserviert14', 'Übergabe40', 'Endend26', 'Archiv14']);
    expect(within(tabs).getByRole('link', { name: 'Endend' })).toHaveAttribute('href', '/cars/return');
    expect(within(tabs).getByRole('link', { name: 'Reserviert' })).toHaveAttribute('href', '/cars/orders');
  });

  it('keeps the fleet’s euros in euros in US English, written the US way', async () => {
    renderApp('/overview', {
      bff: { [SESSION]: asNordAdmin, [OVERVIEW]: ok(overview()) },
      browser: fakeBrowser({ 'portal.locale': 'en-US' }),
    });
    expect(await screen.findByText('104.037 €')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('shows the monthly cost in total and per company, each company linking to its filtered list', async () => {
    renderApp('/overview', { bff: { [SESSION]: asNordAdmin, [OVERVIEW]: ok(overview()) } });
    expect(await screen.findByText(/^104\.037\s€$/)).toBeInTheDocument();
    const companies = screen.getByRole('list', { name: 'Monatliche Kosten je Unternehmen' });
    expect(
      within(companies)
        .getAllByRole('listitem')
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Nordflotte GmbH100.000 €', 'Nordflotte Nord GmbH4.037 €']);
    expect(within(companies).getByRole('link', { name: 'Nordflotte Nord GmbH' })).toHaveAttribute(
      'href',
      '/cars/all?company=co-nordflotte-nord',
    );
  });

  it('shows the returns of the next 90 days and the contracts awaiting signature with their links', async () => {
    const { router } = renderApp('/overview', {
      bff: { [SESSION]: asNordAdmin, [OVERVIEW]: ok(overview()), [CARS]: emptyCars },
    });
    const returns = await screen.findByRole('list', { name: 'Rückgaben in den nächsten 90 Tagen' });
    expect(returns).toHaveTextContent('Endende Fahrzeuge ansehen38');
    const contracts = screen.getByRole('list', { name: 'Verträge zur Unterschrift' });
    expect(contracts).toHaveTextContent('Reservierte Fahrzeuge ansehen3');
    await userEvent.click(within(contracts).getByRole('link', { name: 'Reservierte Fahrzeuge ansehen' }));
    expect(locationOf(router)).toBe('/cars/orders');
  });
});
