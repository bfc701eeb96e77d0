// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { type Answer, renderApp, signedInAs, signedOut } from '../../test/render-app.tsx';
import { aFleetCar, carsList, nordAdmin, nordflotte, nordflotteNord } from './fleet-fixtures.ts';

type Handler = Answer | ((request: { url: URL }) => Answer | Promise<Answer>);
const CARS = '/portal/api/bff/fleet/cars';
const bffWith = (cars: Handler, extra: Record<string, Handler> = {}) => ({
  'GET /portal/api/bff/auth/session': signedInAs(nordAdmin),
  [`GET ${CARS}`]: cars,
  'GET /portal/api/bff/companies': { status: 200, body: { data: [nordflotte, nordflotteNord] } },
  ...extra,
});

/** The query of every list call, in order. */
const listQueries = (requests: URL[]) =>
  requests.filter((url) => url.pathname === CARS).map((url) => Object.fromEntries(url.searchParams));
const recording = (answer: Answer = carsList()) => {
  const requests: URL[] = [];
  return {
    requests,
    handler: ({ url }: { url: URL }) => {
      requests.push(url);
      return answer;
    },
  };
};
const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('/cars', () => {
  it('opens the fleet tab for /cars', async () => {
    const { router } = renderApp('/cars', { bff: bffWith(carsList()) });
    await screen.findByRole('heading', { name: 'Fahrzeuge' });
    expect(locationOf(router)).toBe('/cars/all');
  });

  it('shows that the fleet is loading', async () => {
    renderApp('/cars/all', { bff: bffWith(() => new Promise<Answer>(() => {})) });
    await screen.findByRole('heading', { name: 'Fahrzeuge' });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the fleet could not be loaded', async () => {
    renderApp('/cars/all', { bff: bffWith(failure(500, 'general_error')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('says when a tab has no cars', async () => {
    renderApp('/cars/orders', { bff: bffWith(carsList({ items: [], matchCount: 0, total: 0 })) });
    expect(await screen.findByText('Sie haben derzeit keine reservierten Fahrzeuge.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the cars of the tab with a link to each order', async () => {
    renderApp('/cars/all', {
      bff: bffWith(
        carsList({
          items: [aFleetCar(), aFleetCar({ id: 'f-2007', driver_name: null, state: 'RETURN', amount: 0 })],
          matchCount: 2,
        }),
      ),
    });
    const table = within(await screen.findByRole('table', { name: 'Fahrzeuge' }));
    const row = (plate: string) => within(table.getAllByText(plate)[0]?.closest('tr') as HTMLElement);
    expect(table.getAllByRole('link', { name: 'BMW i4 eDrive40' })[0]).toHaveAttribute(
      'href',
      '/orders/f-2001',
    );
    expect(row('HH-NF 2001').getByText(/619\s€/)).toBeInTheDocument();
    expect(row('HH-NF 2001').getByText('28.02.2027')).toBeInTheDocument();
    expect(row('HH-NF 2001').getByText('Fritz Fahrer')).toBeInTheDocument();
    expect(table.getByText('Keine Fahrer*in')).toBeInTheDocument();
    expect(table.getByText('Rückgabe')).toBeInTheDocument();
  });

  it("opens a car's order inside the portal, and leaves a click with a modifier key to the browser", async () => {
    const { router } = renderApp('/cars/all', {
      bff: bffWith(carsList({ items: [aFleetCar()], matchCount: 1 })),
    });
    const link = await screen.findByRole('link', { name: 'BMW i4 eDrive40' });
    const withCtrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(withCtrl);
    expect(withCtrl.defaultPrevented).toBe(false);
    expect(locationOf(router)).toBe('/cars/all');
    await userEvent.click(link);
    await waitFor(() => expect(locationOf(router)).toBe('/orders/f-2001'));
  });

  it('shows a reservation past its three days as lapsed in the archive', async () => {
    renderApp('/cars/archived', {
      bff: bffWith(
        carsList({
          items: [
            aFleetCar({
              id: 'f-2047',
              state: 'NOT_SIGNED',
              created_at: '2026-06-05T09:00:00Z',
              car: { oem: 'Cupra', model: 'Born', license_plate: null },
            }),
          ],
          matchCount: 1,
        }),
      ),
    });
    const table = within(await screen.findByRole('table', { name: 'Fahrzeuge' }));
    expect(table.getByText('Reservierung abgelaufen')).toBeInTheDocument();
    expect(table.queryByText('Reserviert')).toBeNull();
  });

  it('names every tab with its count and marks the tabs needing action with a dot', async () => {
    renderApp('/cars/all', { bff: bffWith(carsList({ tabsNeedingAction: ['orders', 'return'] })) });
    const tabs = within(await screen.findByRole('tablist', { name: 'Fahrzeuge nach Status' }));
    const tab = (label: string) => tabs.getByRole('tab', { name: new RegExp(`^${label}`) });
    await waitFor(() => expect(tab('Meine Flotte')).toHaveTextContent('Meine Flotte (172)'));
    for (const label of ['Reserviert', 'Übergabe', 'Endend', 'Archiv'])
      expect(tab(label)).toBeInTheDocument();
    const dot = (label: string) => within(tab(label)).queryByRole('img', { name: 'Aktion erforderlich' });
    expect(dot('Reserviert')).toBeInTheDocument();
    expect(dot('Endend')).toBeInTheDocument();
    expect(dot('Meine Flotte')).not.toBeInTheDocument();
    expect(dot('Übergabe')).not.toBeInTheDocument();
  });

  it('marks the rows needing action in their own column, in words beside the dot', async () => {
    renderApp('/cars/all', {
      bff: bffWith(
        carsList({
          items: [
            aFleetCar({ id: 'f-2009', state: 'HANDOVER', action_required: true }),
            aFleetCar({ id: 'f-2001' }),
          ],
          matchCount: 2,
        }),
      ),
    });
    const table = within(await screen.findByRole('table', { name: 'Fahrzeuge' }));
    expect(table.getByRole('columnheader', { name: 'Aktion' })).toBeInTheDocument();
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText('Aktion erforderlich') !== null)).toEqual([true, false]);
  });

  it('filters and sorts by "Aktion erforderlich" through the BFF, keeping both in the URL', async () => {
    const { requests, handler } = recording(carsList());
    const { router } = renderApp('/cars/all', { bff: bffWith(handler) });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Aktion erforderlich' }),
      'Nur mit Aktion erforderlich',
    );
    await waitFor(() => expect(locationOf(router)).toBe('/cars/all?action=required'));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sortierung' }),
      'Aktion erforderlich zuerst',
    );
    await waitFor(() => expect(locationOf(router)).toBe('/cars/all?action=required&sort=action_required'));
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toMatchObject({ action: 'required', sort: 'action_required' }),
    );
    expect(listQueries(requests)[0]).not.toHaveProperty('action');
  });

  it("writes a large fleet's tab counts with the thousands separator", async () => {
    const tabCounts = { all: 16_477, orders: 606, handover: 3_529, return: 2_358, archived: 2_330 };
    renderApp('/cars/all', { bff: bffWith(carsList({ tabCounts, total: 20_000 })) });
    const tabs = within(await screen.findByRole('tablist', { name: 'Fahrzeuge nach Status' }));
    await waitFor(() =>
      expect(tabs.getByRole('tab', { name: /^Meine Flotte/ })).toHaveTextContent('(16.477)'),
    );
    expect(tabs.getByRole('tab', { name: /^Übergabe/ })).toHaveTextContent('Übergabe (3.529)');
    expect(tabs.getByRole('tab', { name: /^Reserviert/ })).toHaveTextContent('Reserviert (606)');
  });

  it('searches through the BFF and shows the match count, keeping the search in the URL', async () => {
    const requests: URL[] = [];
    const { router } = renderApp('/cars/all', {
      bff: bffWith(({ url }) => {
        requests.push(url);
        return url.searchParams.get('search') === 'BMW' ? carsList({ matchCount: 20 }) : carsList();
      }),
    });
    await userEvent.type(await screen.findByRole('searchbox'), 'BMW');
    expect(await screen.findByText('20 Treffer für „BMW“')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/cars/all?search=BMW');
    expect(listQueries(requests).at(-1)).toMatchObject({
      tab: 'all',
      search: 'BMW',
      page: '1',
      pageSize: '25',
    });
  });

  it("shows no match count while a changed search loads, as the list on screen is the previous search's", async () => {
    renderApp('/cars/all?search=BMW', {
      bff: bffWith(({ url }) =>
        url.searchParams.get('search') === 'BMW'
          ? carsList({ matchCount: 20 })
          : new Promise<Answer>(() => {}),
      ),
    });
    expect(await screen.findByText('20 Treffer für „BMW“')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), ' i4');
    expect(await within(screen.getByRole('main')).findByText('Wird geladen …')).toBeInTheDocument();
    expect(screen.queryByText(/Treffer für/)).toBeNull();
  });

  it('reads tab, search, filters, sort and page from the URL and asks the BFF for that view', async () => {
    const { requests, handler } = recording(carsList({ matchCount: 60, page: 2 }));
    renderApp(
      '/cars/return?search=BMW&renewability=prolongation&company=co-nordflotte-nord&sort=newest&page=2',
      {
        bff: bffWith(handler),
      },
    );
    expect(await screen.findByText('Seite 2 von 3')).toBeInTheDocument();
    expect(listQueries(requests)[0]).toEqual({
      tab: 'return',
      search: 'BMW',
      renewability: 'prolongation',
      companyId: 'co-nordflotte-nord',
      sort: 'newest',
      page: '2',
      pageSize: '25',
    });
    expect(screen.getByRole('searchbox')).toHaveValue('BMW');
    expect(screen.getByRole('combobox', { name: 'Verlängerbarkeit' })).toHaveValue('prolongation');
    expect(screen.getByRole('combobox', { name: 'Sortierung' })).toHaveValue('newest');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Unternehmen' })).toHaveValue('co-nordflotte-nord'),
    );
    expect(screen.getByRole('tab', { name: /^Endend/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts at the first page when the sort, a filter or the tab changes, and keeps the rest', async () => {
    const { handler } = recording(carsList({ matchCount: 60 }));
    const { router } = renderApp('/cars/all?search=BMW&page=2', { bff: bffWith(handler) });
    await screen.findByText('Seite 2 von 3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sortierung' }), 'highest_rate');
    await waitFor(() => expect(locationOf(router)).toBe('/cars/all?search=BMW&sort=highest_rate'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Verlängerbarkeit' }), 'prolongation');
    await waitFor(() =>
      expect(locationOf(router)).toBe('/cars/all?search=BMW&renewability=prolongation&sort=highest_rate'),
    );
    await userEvent.click(screen.getByRole('tab', { name: /^Archiv/ }));
    await waitFor(() =>
      expect(locationOf(router)).toBe(
        '/cars/archived?search=BMW&renewability=prolongation&sort=highest_rate',
      ),
    );
  });

  it('pages through a large fleet one server page at a time', async () => {
    const { requests, handler } = recording(carsList({ matchCount: 2000 }));
    const { router } = renderApp('/cars/all', { bff: bffWith(handler) });
    expect(await screen.findByText('Seite 1 von 80')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(locationOf(router)).toBe('/cars/all?page=2'));
    await screen.findByText('Seite 2 von 80');
    expect(listQueries(requests).map((query) => [query.page, query.pageSize])).toEqual([
      ['1', '25'],
      ['2', '25'],
    ]);
  });

  it('keeps the current page on screen while the next one loads', async () => {
    renderApp('/cars/all', {
      bff: bffWith(({ url }) =>
        url.searchParams.get('page') === '2' ? new Promise<Answer>(() => {}) : carsList({ matchCount: 60 }),
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nächste Seite' }));
    expect(await within(screen.getByRole('main')).findByText('Wird geladen …')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BMW i4 eDrive40' })).toBeInTheDocument();
  });

  it('shows the last page for a page beyond it', async () => {
    const { router } = renderApp('/cars/all?sort=newest&page=9', {
      bff: bffWith(({ url }) =>
        carsList(url.searchParams.get('page') === '9' ? { items: [], matchCount: 30 } : { matchCount: 30 }),
      ),
    });
    await waitFor(() => expect(locationOf(router)).toBe('/cars/all?sort=newest&page=2'));
    expect(await screen.findByText('Seite 2 von 2')).toBeInTheDocument();
  });

  it('exports the whole current view as CSV', async () => {
    const exports: URL[] = [];
    renderApp('/cars/return?search=BMW&sort=newest&page=2', {
      bff: bffWith(carsList({ matchCount: 60 }), {
        [`GET ${CARS}/export`]: ({ url }) => {
          exports.push(url);
          return { status: 200, body: 'Bestellnummer;Kennzeichen' };
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'CSV exportieren' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(Object.fromEntries(exports[0]?.searchParams ?? [])).toEqual({
      tab: 'return',
      search: 'BMW',
      renewability: 'all',
      sort: 'newest',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the export failed', async () => {
    renderApp('/cars/all', {
      bff: bffWith(carsList(), { [`GET ${CARS}/export`]: failure(500, 'export_failed') }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'CSV exportieren' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Export fehlgeschlagen');
    expect(alert).toHaveTextContent(
      'Beim Exportieren der Daten ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    );
  });

  it('sends a consumer to their own cars', async () => {
    const { router } = renderApp('/cars/all', {
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'GET /portal/api/bff/deals': { status: 200, body: { data: [] } },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mycars'));
  });

  it('starts a business user on the fleet, a consumer on their subscriptions', async () => {
    const business = renderApp('/', { bff: bffWith(carsList()) });
    await waitFor(() => expect(business.router.state.location.pathname).toBe('/cars/all'));
    business.unmount();
    const consumer = renderApp('/', {
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'GET /portal/api/bff/deals': { status: 200, body: { data: [] } },
      },
    });
    await waitFor(() => expect(consumer.router.state.location.pathname).toBe('/mycars'));
  });

  it('brings a business user to the fleet after signing in', async () => {
    const { router } = renderApp('/login', {
      bff: {
        ...bffWith(carsList()),
        'GET /portal/api/bff/auth/session': signedOut,
        'POST /portal/api/bff/auth/login': signedInAs(nordAdmin),
      },
    });
    await userEvent.type(await screen.findByLabelText(/E-Mail/), 'admin@nordflotte.example');
    await userEvent.type(screen.getByLabelText(/Passwort/), 'Demo!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars/all'));
  });

  it('gives business users the fleet in their navigation, selected on the fleet and its orders', async () => {
    renderApp('/cars/all', { bff: bffWith(carsList()) });
    const nav = within(await screen.findByRole('navigation', { name: 'Mein Bereich' }));
    for (const name of ['Meine Flotte', 'Kontakte', 'Dokumente', 'Warenkorb', 'Einstellungen', 'Abmelden'])
      expect(nav.getByRole('tab', { name })).toBeInTheDocument();
    expect(nav.getByRole('tab', { name: 'Meine Flotte' })).toHaveAttribute('aria-selected', 'true');
  });

  it('states a month’s cost as the overview does, over every tab, and leads to its archived cars', async () => {
    const { handler, requests } = recording(
      carsList({
        matchCount: 1,
        tabCounts: { all: 1, orders: 0, handover: 0, return: 0, archived: 2 },
        monthCost: { month: '2026-05', net: 150_000, gross: 178_500, cars: 3 },
      }),
    );
    renderApp('/cars/all?cost_month=2026-05', { bff: bffWith(handler) });
    const note = await screen.findByText(/^Monatsraten im Mai 2026:/);
    expect(note.parentElement?.textContent?.replace(/\s/g, ' ')).toContain(
      'Monatsraten im Mai 2026: 3 Fahrzeuge, zusammen 1.500 € netto (1.785 € brutto)',
    );
    expect(listQueries(requests)[0]).toMatchObject({ tab: 'all', costMonth: '2026-05' });
    expect(screen.getByRole('link', { name: '2 davon im Archiv' })).toHaveAttribute(
      'href',
      '/cars/archived?cost_month=2026-05',
    );
    expect(screen.getByRole('link', { name: 'Alle Fahrzeuge zeigen' })).toHaveAttribute('href', '/cars/all');
  });

  it('names the handover window the overview led to, with a way back to every handover', async () => {
    const { handler, requests } = recording(carsList({ matchCount: 4 }));
    renderApp('/cars/handover?handovers_from=2026-11-30&handovers_to=2026-12-06', {
      bff: bffWith(handler),
    });
    expect(
      await screen.findByText('4 Fahrzeuge mit Übergabe vom 30.11.2026 bis zum 06.12.2026'),
    ).toBeInTheDocument();
    expect(listQueries(requests)[0]).toMatchObject({
      tab: 'handover',
      handoversFrom: '2026-11-30',
      handoversTo: '2026-12-06',
    });
    expect(screen.getByRole('link', { name: 'Alle Übergabedaten zeigen' })).toHaveAttribute(
      'href',
      '/cars/handover',
    );
  });
});
