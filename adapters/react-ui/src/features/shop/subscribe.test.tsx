// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { type Answer, fakeBrowser, renderApp, signedInAs } from '../../test/render-app.tsx';
import {
  catalogue,
  i4,
  modelDetails,
  nordAdmin,
  nordAnalyst,
  nordDriver,
  vehicles,
} from './shop-fixtures.ts';

type Handler = Answer | ((request: { url: URL; body: unknown }) => Answer | Promise<Answer>);
const VEHICLES = 'GET /portal/api/bff/catalogue/vehicles';
const bffWith = (list: Handler, extra: Record<string, Handler> = {}) => ({
  'GET /portal/api/bff/catalogue': catalogue,
  [VEHICLES]: list,
  ...extra,
});
const pending = () => new Promise<Answer>(() => {});

describe('/subscribe', () => {
  it('shows that the vehicles are loading', async () => {
    renderApp('/subscribe', { bff: bffWith(pending) });
    await screen.findByRole('heading', { name: 'Auto-Abo finden', level: 1 });
    expect(within(screen.getByRole('main')).getAllByText('Wird geladen …').length).toBeGreaterThan(0);
  });

  it('shows the vehicles with their cheapest rate, the top banner and the survey banner', async () => {
    renderApp('/subscribe', { bff: bffWith(vehicles()) });
    const card = within(await screen.findByRole('article', { name: 'BMW i4 eDrive40' }));
    expect(card.getByText(/ab 619\s€ im Monat/)).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'BMW i4 eDrive40' })).toHaveAttribute(
      'src',
      '/images/models/bmw-i4.svg',
    );
    expect(card.getByRole('link', { name: 'BMW i4 eDrive40' })).toHaveAttribute(
      'href',
      '/subscribe/models/bmw-i4',
    );
    // A model without a picture shows the drawn placeholder, never a broken image.
    const tesla = within(screen.getByRole('article', { name: 'Tesla Model 3' }));
    expect(tesla.getByRole('img', { name: 'Tesla Model 3' })).toHaveAttribute('data-picture', 'placeholder');
    expect(screen.getByRole('status')).toHaveTextContent('2 Fahrzeuge');
    expect(screen.getByText('3 % Rabatt auf ausgewählte Modelle')).toBeInTheDocument();
    expect(screen.getByText('Deine Meinung zählt')).toBeInTheDocument();
  });

  it('speaks to a fleet user formally, in the banners and the messages, and to a consumer in the du-form', async () => {
    const session = { 'GET /portal/api/bff/auth/session': signedInAs(nordAdmin) };
    const { unmount } = renderApp('/subscribe?fuels=Diesel&swap_subscription_id=f-2001', {
      bff: bffWith(vehicles([]), session),
    });
    expect(await screen.findByText('Keine Fahrzeuge passen zu Ihrer Auswahl.')).toBeInTheDocument();
    expect(screen.getByText('Ihre Meinung zählt')).toBeInTheDocument();
    expect(screen.getByText(/Helfen Sie uns, die Fahrzeugsuche zu verbessern/)).toBeInTheDocument();
    expect(
      screen.getByText('Bei ausgewählten Modellen sparen Sie 3 % auf die monatliche Rate.'),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.textContent).not.toMatch(/\b(du|dein|deine|deiner|dir|dich|Wähle|Hilf|nimm)\b/);
    unmount();
    renderApp('/subscribe', { bff: bffWith(vehicles()) });
    expect(await screen.findByText('Deine Meinung zählt')).toBeInTheDocument();
    expect(
      screen.getByText('Bei ausgewählten Modellen sparst du 3 % auf die monatliche Rate.'),
    ).toBeInTheDocument();
  });

  it('names fuel, gearshift and body type in English on the English pages', async () => {
    renderApp('/subscribe', {
      bff: bffWith(vehicles()),
      browser: fakeBrowser({ 'portal.locale': 'en-US' }),
    });
    const card = within(await screen.findByRole('article', { name: 'BMW i4 eDrive40' }));
    expect(card.getByText(/^Electric · Automatic · Sedan · /)).toBeInTheDocument();
    const filters = within(screen.getByRole('complementary', { name: 'Filters' }));
    expect(filters.getByRole('checkbox', { name: 'Gasoline' })).toBeInTheDocument();
    expect(filters.queryByRole('checkbox', { name: 'Benzin' })).not.toBeInTheDocument();
  });

  it('remembers that the survey banner was closed', async () => {
    const browser = fakeBrowser();
    renderApp('/subscribe', { bff: bffWith(vehicles()), browser });
    await userEvent.click(await screen.findByRole('button', { name: 'Umfrage ausblenden' }));
    expect(screen.queryByText('Deine Meinung zählt')).not.toBeInTheDocument();
    expect(browser.localStorage.getItem('portal.survey-banner-dismissed')).not.toBeNull();
  });

  it('says when no vehicle is offered, and when none matches the filters', async () => {
    const { unmount } = renderApp('/subscribe', { bff: bffWith(vehicles([])) });
    expect(await screen.findByText('Zurzeit sind keine Fahrzeuge verfügbar.')).toBeInTheDocument();
    unmount();
    renderApp('/subscribe?fuels=Diesel', { bff: bffWith(vehicles([])) });
    expect(await screen.findByText('Keine Fahrzeuge passen zu deiner Auswahl.')).toBeInTheDocument();
  });

  it('says when the vehicles could not be loaded and loads them again', async () => {
    let calls = 0;
    renderApp('/subscribe', {
      bff: bffWith(() => (++calls === 1 ? failure(500, 'general_error') : vehicles())),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuche es erneut.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('article', { name: 'BMW i4 eDrive40' })).toBeInTheDocument();
  });

  it('asks the BFF for the filters of the URL and keeps a changed filter in the URL', async () => {
    const { router, calls } = renderApp('/subscribe?brands=bmw&price_max=80000&sort=price_asc', {
      bff: bffWith(vehicles([i4])),
    });
    await screen.findByRole('article', { name: 'BMW i4 eDrive40' });
    const asked = calls.filter((call) => call.path === '/portal/api/bff/catalogue/vehicles');
    expect(asked.length).toBeGreaterThan(0);
    expect(screen.getByRole('checkbox', { name: 'BMW' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sortierung' })).toHaveValue('price_asc');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Elektro' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?brands=bmw&fuels=Elektro&price_max=80000&sort=price_asc'),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sortierung' }), 'power_desc');
    await waitFor(() => expect(router.state.location.search).toContain('sort=power_desc'));

    await userEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=power_desc'));
  });

  it('sends the filters of the URL to the BFF', async () => {
    const queries: string[] = [];
    renderApp('/subscribe?fuels=Elektro,Diesel&seats=7&ev_range_min=400&page=2', {
      bff: bffWith(({ url }) => {
        queries.push(url.search);
        return vehicles([i4], 30);
      }),
    });
    await screen.findByRole('article', { name: 'BMW i4 eDrive40' });
    const query = new URLSearchParams(queries[0]);
    expect(query.get('fuels')).toBe('Elektro,Diesel');
    expect(query.get('seats')).toBe('7');
    expect(query.get('ev_range_min')).toBe('400');
    expect(query.get('page')).toBe('2');
    expect(query.get('pageSize')).toBe('24');
  });

  it('keeps a price range typed in euros as cents in the URL', async () => {
    const { router } = renderApp('/subscribe', { bff: bffWith(vehicles()) });
    await screen.findByRole('article', { name: 'BMW i4 eDrive40' });
    const price = within(screen.getByRole('group', { name: 'Monatliche Rate (€)' }));
    await userEvent.type(price.getByRole('textbox', { name: 'bis' }), '800{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?price_max=80000'));
  });
});

describe('the model details', () => {
  const MODEL = 'GET /portal/api/bff/catalogue/models/bmw-i4';
  const CART_ITEMS = 'POST /portal/api/bff/cart/items';
  const signedIn = (user: object) => ({ 'GET /portal/api/bff/auth/session': signedInAs(user) });

  it('shows the prices per term, an unavailable term, and the emissions label', async () => {
    renderApp('/subscribe/models/bmw-i4', { bff: { [MODEL]: modelDetails() } });
    expect(await screen.findByRole('heading', { name: 'BMW i4 eDrive40', level: 1 })).toBeInTheDocument();
    const prices = within(screen.getByRole('table', { name: 'Preise nach Laufzeit' }));
    expect(prices.getByText(/649\s€/)).toBeInTheDocument();
    expect(prices.getByText('Leider ist diese Laufzeit nicht verfügbar')).toBeInTheDocument();
    const emissions = within(screen.getByRole('region', { name: 'Emissionen' }));
    expect(emissions.getByText('CO₂-Klasse A')).toBeInTheDocument();
    expect(emissions.getByText(/16,1 kWh\/100 km/)).toBeInTheDocument();
  });

  it('shows a model in English with English vehicle words and English figures', async () => {
    renderApp('/subscribe/models/bmw-i4', {
      bff: {
        [MODEL]: modelDetails({
          vehicle: { fuel: 'Benzin', gearshift: 'Automatik', cartype: 'SUV' },
          emissions: { label: 'E', co2_g_per_km: 151, consumption: '6,6 l/100 km' },
        }),
      },
      browser: fakeBrowser({ 'portal.locale': 'en-US' }),
    });
    expect(await screen.findByText(/^Gasoline · Automatic · SUV · /)).toBeInTheDocument();
    const emissions = within(screen.getByRole('region', { name: 'Emissions' }));
    expect(emissions.getByText(/6\.6 l\/100 km/)).toBeInTheDocument();
    expect(screen.queryByText(/Benzin|Automatik|6,6/)).not.toBeInTheDocument();
    // Amounts stay euros written the German way.
    expect(screen.getAllByText(/649\s€/).length).toBeGreaterThan(0);
  });

  it('says that a model which is gone is no longer available', async () => {
    renderApp('/subscribe/models/bmw-i4', { bff: { [MODEL]: failure(404, 'not_found') } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Leider ist das von dir ausgewählte Fahrzeug nicht mehr verfügbar.',
    );
  });

  it('offers no add to cart for a sold-out model', async () => {
    renderApp('/subscribe/models/bmw-i4', {
      bff: { ...signedIn(nordAdmin), [MODEL]: modelDetails({ vehicle: { available: false } }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Leider ist das von dir ausgewählte Fahrzeug nicht mehr verfügbar.',
    );
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument();
  });

  it('adds the configured car to the cart', async () => {
    const { calls } = renderApp('/subscribe/models/bmw-i4', {
      bff: {
        ...signedIn(nordAdmin),
        [MODEL]: modelDetails(),
        [CART_ITEMS]: {
          status: 201,
          body: {
            data: {
              items: [],
              swapSubscriptionId: null,
              summary: { monthlyTotal: 0, downpaymentTotal: 0, deliveryFeeTotal: 0, carCount: 0 },
            },
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /12 Monate/ }));
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Das Fahrzeug liegt in Ihrem Warenkorb.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/cart');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      modelId: 'bmw-i4',
      term: 12,
      kmPackage: 1500,
      protection: 'base',
      quantity: 1,
      tireAndWindshield: false,
    });
  });

  it('does not add a car for a term that is not available', async () => {
    const { calls } = renderApp('/subscribe/models/bmw-i4', {
      bff: { ...signedIn(nordAdmin), [MODEL]: modelDetails() },
    });
    await userEvent.click(await screen.findByRole('radio', { name: '9 Monate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Leider ist diese Laufzeit nicht verfügbar');
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it.each([
    ['vehicle_unavailable', 409, 'Leider ist das von dir ausgewählte Fahrzeug nicht mehr verfügbar.'],
    ['term_unavailable', 409, 'Leider ist diese Laufzeit nicht verfügbar'],
    ['general_error', 500, 'Ein Fehler ist aufgetreten.Wir wurden bereits benachrichtigt'],
  ])('says why the BFF refused the car (%s)', async (code, status, message) => {
    renderApp('/subscribe/models/bmw-i4', {
      bff: { ...signedIn(nordAdmin), [MODEL]: modelDetails(), [CART_ITEMS]: failure(status, code) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('tells a driver whose shop access is withdrawn that only admins order', async () => {
    renderApp('/subscribe/models/bmw-i4', {
      bff: {
        ...signedIn(nordDriver),
        [MODEL]: modelDetails(),
        [CART_ITEMS]: failure(403, 'shop_access_withdrawn'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nur Administrator*innen können Fahrzeuge bestellen.',
    );
  });

  it('lets an analyst look but not order', async () => {
    renderApp('/subscribe/models/bmw-i4', { bff: { ...signedIn(nordAnalyst), [MODEL]: modelDetails() } });
    expect(
      await screen.findByText('Als Analyst*in können Sie Fahrzeuge ansehen, aber nicht bestellen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument();
  });
});

describe('the header and footer links below /subscribe', () => {
  it.each([
    ['/subscribe/elektro', '?fuels=Elektro'],
    ['/subscribe/plug-in-hybrid', '?fuels=Plug-In-Hybrid'],
    ['/subscribe/bmw', '?brands=bmw'],
    ['/subscribe/deals', '?sort=price_asc'],
  ])('shows %s as the list with its filter', async (path, search) => {
    const { router } = renderApp(path, { bff: bffWith(vehicles()) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
    expect(router.state.location.search).toBe(search);
    expect(await screen.findByRole('article', { name: 'BMW i4 eDrive40' })).toBeInTheDocument();
  });
});

describe('the model comparison', () => {
  it('keeps the chosen models in the URL and sets them side by side', async () => {
    const { router } = renderApp('/subscribe', {
      bff: bffWith(vehicles(), {
        'GET /portal/api/bff/catalogue/models/bmw-i4': modelDetails(),
        'GET /portal/api/bff/catalogue/models/tesla-model-3': modelDetails({
          vehicle: { id: 'tesla-model-3', brand: 'Tesla', model: 'Model 3', power_kw: 208 },
        }),
      }),
    });
    const bmw = within(await screen.findByRole('article', { name: 'BMW i4 eDrive40' }));
    await userEvent.click(bmw.getByRole('checkbox', { name: 'Vergleichen' }));
    const tesla = within(screen.getByRole('article', { name: 'Tesla Model 3' }));
    await userEvent.click(tesla.getByRole('checkbox', { name: 'Vergleichen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?compare=bmw-i4%2Ctesla-model-3'));

    await userEvent.click(screen.getByRole('link', { name: '2 Modelle vergleichen' }));
    const table = within(await screen.findByRole('table', { name: 'Modelle vergleichen' }));
    expect(table.getByRole('link', { name: 'BMW i4 eDrive40' })).toBeInTheDocument();
    expect(table.getByRole('link', { name: 'Tesla Model 3' })).toBeInTheDocument();
    const power = within(
      table.getByRole('rowheader', { name: 'Leistung (kW)' }).closest('tr') as HTMLElement,
    );
    expect(power.getByText('250')).toBeInTheDocument();
    expect(power.getByText('208')).toBeInTheDocument();
  });

  it('says when a compared model could not be loaded', async () => {
    renderApp('/subscribe/compare?models=bmw-i4,gone', {
      bff: { 'GET /portal/api/bff/catalogue/models/bmw-i4': modelDetails() },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuche es erneut.',
    );
  });
});
