// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { dialogNamed, dialogsClosed } from '../../test/dialogs.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';
import { cartItem, cartOf, nordAdmin, nordAnalyst, nordDriver, ordered } from './shop-fixtures.ts';

type Handler = Answer | ((request: { url: URL; body: unknown }) => Answer | Promise<Answer>);
const CART = 'GET /portal/api/bff/cart';
const UNAVAILABLE = '/portal/api/bff/cart/unavailable-items';
const CHECKOUT = 'POST /portal/api/bff/cart/checkout';
const noneUnavailable: Answer = { status: 200, body: { data: [] } };
const bffWith = (cart: Handler, extra: Record<string, Handler> = {}, user: object = nordAdmin) => ({
  'GET /portal/api/bff/auth/session': signedInAs(user),
  [CART]: cart,
  [`GET ${UNAVAILABLE}`]: noneUnavailable,
  ...extra,
});
const confirm = () => screen.findByRole('button', { name: 'Confirm and Order' });

describe('the cart', () => {
  it('shows that the cart is loading', async () => {
    renderApp('/cart', { bff: bffWith(() => new Promise<Answer>(() => {})) });
    await screen.findByRole('heading', { name: 'Warenkorb', level: 1 });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the cart could not be loaded', async () => {
    renderApp('/cart', { bff: bffWith(failure(500, 'general_error')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('leads from an empty cart to the car search', async () => {
    renderApp('/cart', { bff: bffWith(cartOf([])) });
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fahrzeuge entdecken' })).toHaveAttribute('href', '/subscribe');
    expect(screen.queryByRole('button', { name: 'Confirm and Order' })).not.toBeInTheDocument();
  });

  it('shows each car with the order summary', async () => {
    renderApp('/cart', {
      bff: bffWith(
        cartOf([
          cartItem({ protection: { package: 'premium', deductible: 50000 }, tireAndWindshield: true }),
        ]),
      ),
    });
    const car = within(await screen.findByRole('article', { name: 'BMW i4 eDrive40' }));
    expect(car.getByText('12 Monate')).toBeInTheDocument();
    expect(car.getByText('1.500 km/Monat')).toBeInTheDocument();
    expect(car.getByText(/649\s€/)).toBeInTheDocument();
    expect(car.getByText('Kostenlos')).toBeInTheDocument();
    expect(car.getByText('15.12.2026')).toBeInTheDocument();
    expect(car.getByText(/Premium Schutz, Selbstbeteiligung 500\s€/)).toBeInTheDocument();
    expect(car.getByText('Ja')).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Bestellübersicht' }));
    expect(summary.getByText(/1\.298\s€/)).toBeInTheDocument();
    expect(summary.getByText(/418,48\s€/)).toBeInTheDocument();
  });

  it('orders the cart and names the reserved orders', async () => {
    const { calls } = renderApp('/cart', { bff: bffWith(cartOf(), { [CHECKOUT]: ordered }) });
    await userEvent.click(await confirm());
    expect(await screen.findByText('Vielen Dank für Ihre Bestellung!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bestellung f-2211/ })).toHaveAttribute('href', '/orders/f-2211');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ mode: 'order' });
  });

  it('tells a driver that the order went to the fleet manager', async () => {
    const request = {
      id: 'req-2001',
      employee: { contactId: 'ct-2002', name: 'Fritz Fahrer' },
      model: 'BMW i4 eDrive40',
      term: 12,
      monthlyPrice: 64900,
      status: 'reserved',
      submittedAt: '2026-11-23T10:00:00Z',
      reservedUntil: '2026-11-26T10:00:00Z',
      orderId: null,
      rejectionReason: null,
    };
    renderApp('/cart', {
      bff: bffWith(
        cartOf(),
        { [CHECKOUT]: { status: 201, body: { data: { orders: [], orderRequest: request } } } },
        nordDriver,
      ),
    });
    await userEvent.click(await confirm());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ihre Anfrage wurde an Ihre*n Fuhrparkverantwortliche*n gesendet. Das Fahrzeug ist bis zum 26.11.2026 reserviert.',
    );
  });

  it('completes a vehicle swap for a cart that replaces a subscription', async () => {
    const { calls } = renderApp('/cart', {
      bff: bffWith(cartOf([cartItem({ quantity: 1, swap: true, deliveryFee: 0 })], 'f-2001'), {
        [CHECKOUT]: ordered,
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete vehicle swap' }));
    await screen.findByText('Vielen Dank für Ihre Bestellung!');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      mode: 'vehicle_swap',
      swapSubscriptionId: 'f-2001',
    });
  });

  it('marks the swap car in a cart with other cars, and says why a swap is refused instead of the generic error', async () => {
    const swapCar = cartItem({
      id: 'ci-2003',
      model: { id: 'vw-id3', brand: 'Volkswagen', name: 'ID.3', imageUrl: null },
      quantity: 1,
      swap: true,
      deliveryFee: 0,
    });
    const refusal = 'Dieses Abo wird bereits durch die Bestellung f-2212 getauscht.';
    renderApp('/cart', {
      bff: bffWith(cartOf([cartItem(), swapCar], 'f-2205'), {
        [CHECKOUT]: {
          status: 400,
          body: {
            error: {
              code: 'bad_request',
              message: 'Bad request',
              fields: { 'body.swapSubscriptionId': refusal },
            },
          },
        },
      }),
    });
    const swapCard = await screen.findByRole('article', { name: 'Volkswagen ID.3' });
    expect(within(swapCard).getByText('Fahrzeugtausch für Abo f-2205')).toBeInTheDocument();
    expect(within(swapCard).getByText('Liefergebühr').nextElementSibling).toHaveTextContent('Kostenlos');
    const other = screen.getByRole('article', { name: 'BMW i4 eDrive40' });
    expect(within(other).queryByText(/Fahrzeugtausch/)).toBeNull();
    expect(within(other).getByText('Liefergebühr').nextElementSibling).toHaveTextContent('418,48');
    expect(screen.getByText(/ersetzt das Abo f-2205 und wird kostenlos geliefert/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete vehicle swap' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).not.toHaveTextContent('Wir wurden bereits benachrichtigt');
  });

  it('says how many cars of a line are left instead of calling it unavailable', async () => {
    renderApp('/cart', { bff: bffWith(cartOf([cartItem({ available: false, availableQuantity: 1 })])) });
    const card = await screen.findByRole('article', { name: 'BMW i4 eDrive40' });
    expect(within(card).getByText('Nur noch 1 von 2 verfügbar')).toBeInTheDocument();
    expect(within(card).queryByText('Nicht mehr verfügbar')).toBeNull();
  });

  it('asks to remove unavailable cars, removes them and orders the rest', async () => {
    const rest = cartItem({
      id: 'ci-2002',
      model: { id: 'vw-id3', brand: 'Volkswagen', name: 'ID.3', imageUrl: null },
    });
    const { calls } = renderApp('/cart', {
      bff: bffWith(cartOf([cartItem(), rest]), {
        [`GET ${UNAVAILABLE}`]: {
          status: 200,
          body: {
            data: [{ itemId: 'ci-2001', model: 'BMW i4 eDrive40', quantity: 2, availableQuantity: 1 }],
          },
        },
        [`DELETE ${UNAVAILABLE}`]: cartOf([rest]),
        [CHECKOUT]: ordered,
      }),
    });
    await userEvent.click(await confirm());
    const dialog = await dialogNamed('Fahrzeuge nicht mehr verfügbar');
    expect(dialog.getByText('BMW i4 eDrive40: 2 angefragt, 1 verfügbar')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Ja, entfernen & fortfahren' }));
    expect(await screen.findByText('Vielen Dank für Ihre Bestellung!')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining([`DELETE ${UNAVAILABLE}`, CHECKOUT]),
    );
  });

  it('keeps the available car of a line (2 asked for, 1 available) and orders it', async () => {
    const { calls } = renderApp('/cart', {
      bff: bffWith(cartOf(), {
        [`GET ${UNAVAILABLE}`]: {
          status: 200,
          body: {
            data: [{ itemId: 'ci-2001', model: 'BMW i4 eDrive40', quantity: 2, availableQuantity: 1 }],
          },
        },
        [`DELETE ${UNAVAILABLE}`]: cartOf([cartItem({ quantity: 1 })]),
        [CHECKOUT]: ordered,
      }),
    });
    await userEvent.click(await confirm());
    const dialog = await dialogNamed('Fahrzeuge nicht mehr verfügbar');
    await userEvent.click(dialog.getByRole('button', { name: 'Ja, entfernen & fortfahren' }));
    expect(await screen.findByText('Vielen Dank für Ihre Bestellung!')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    ).toEqual([`DELETE ${UNAVAILABLE}`, CHECKOUT]);
  });

  it('says that nothing was ordered when no car of the cart is left', async () => {
    const { calls } = renderApp('/cart', {
      bff: bffWith(cartOf(), {
        [`GET ${UNAVAILABLE}`]: {
          status: 200,
          body: {
            data: [{ itemId: 'ci-2001', model: 'BMW i4 eDrive40', quantity: 2, availableQuantity: 0 }],
          },
        },
        [`DELETE ${UNAVAILABLE}`]: cartOf([]),
      }),
    });
    await userEvent.click(await confirm());
    const dialog = await dialogNamed('Fahrzeuge nicht mehr verfügbar');
    await userEvent.click(dialog.getByRole('button', { name: 'Ja, entfernen & fortfahren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Keines der Fahrzeuge in Ihrem Warenkorb ist mehr verfügbar, daher wurde keine Bestellung aufgegeben.',
    );
    expect(screen.getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('goes back to the cart without ordering', async () => {
    const { calls } = renderApp('/cart', {
      bff: bffWith(cartOf(), {
        [`GET ${UNAVAILABLE}`]: {
          status: 200,
          body: {
            data: [{ itemId: 'ci-2001', model: 'BMW i4 eDrive40', quantity: 2, availableQuantity: 1 }],
          },
        },
      }),
    });
    await userEvent.click(await confirm());
    const dialog = await dialogNamed('Fahrzeuge nicht mehr verfügbar');
    await userEvent.click(dialog.getByRole('button', { name: 'Zurück zum Warenkorb' }));
    await dialogsClosed();
    expect(screen.getByRole('article', { name: 'BMW i4 eDrive40' })).toBeInTheDocument();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('asks again when cars sold out between the check and the order', async () => {
    let checks = 0;
    renderApp('/cart', {
      bff: bffWith(cartOf(), {
        [`GET ${UNAVAILABLE}`]: () =>
          ++checks === 1
            ? noneUnavailable
            : {
                status: 200,
                body: {
                  data: [{ itemId: 'ci-2001', model: 'BMW i4 eDrive40', quantity: 2, availableQuantity: 0 }],
                },
              },
        [CHECKOUT]: failure(409, 'cart_items_unavailable', { 'items.ci-2001': 'Nicht verfügbar' }),
      }),
    });
    await userEvent.click(await confirm());
    const dialog = await dialogNamed('Fahrzeuge nicht mehr verfügbar');
    expect(dialog.getByText('BMW i4 eDrive40: 2 angefragt, 0 verfügbar')).toBeInTheDocument();
  });

  it('says that the order failed', async () => {
    renderApp('/cart', { bff: bffWith(cartOf(), { [CHECKOUT]: failure(500, 'general_error') }) });
    await userEvent.click(await confirm());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ein Fehler ist aufgetreten.');
    expect(alert).toHaveTextContent(
      'Wir wurden bereits benachrichtigt und arbeiten an einer Lösung. Wir setzen uns mit Ihnen in Verbindung, sobald das Problem behoben ist.',
    );
    expect(screen.getByRole('button', { name: 'Confirm and Order' })).toBeEnabled();
  });

  it('stops offering the order to a driver whose shop access is withdrawn', async () => {
    renderApp('/cart', {
      bff: bffWith(cartOf(), { [CHECKOUT]: failure(403, 'shop_access_withdrawn') }, nordDriver),
    });
    await userEvent.click(await confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihr Unternehmen hat den Zugang zum Shop für Fahrer*innen zurückgezogen. Nur Administrator*innen können Fahrzeuge bestellen.',
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm and Order' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Entfernen' })).not.toBeInTheDocument();
  });

  it('lets an analyst see the cart but not order', async () => {
    renderApp('/cart', { bff: bffWith(cartOf(), {}, nordAnalyst) });
    expect(
      await screen.findByText('Als Analyst*in können Sie den Warenkorb ansehen, aber nicht bestellen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and Order' })).not.toBeInTheDocument();
  });

  it('changes the protection options of a car in the cart', async () => {
    const { calls } = renderApp('/cart', {
      bff: bffWith(cartOf(), {
        'PATCH /portal/api/bff/cart/items/ci-2001': cartOf([cartItem({ tireAndWindshield: true })]),
      }),
    });
    const car = within(await screen.findByRole('article', { name: 'BMW i4 eDrive40' }));
    await userEvent.click(car.getByRole('checkbox', { name: 'Reifen- und Scheibenschutz' }));
    await waitFor(() =>
      expect(car.getByRole('checkbox', { name: 'Reifen- und Scheibenschutz' })).toBeChecked(),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ tireAndWindshield: true });
  });

  it('removes a car from the cart', async () => {
    renderApp('/cart', {
      bff: bffWith(cartOf(), { 'DELETE /portal/api/bff/cart/items/ci-2001': cartOf([]) }),
    });
    await screen.findByRole('article', { name: 'BMW i4 eDrive40' });
    await userEvent.click(screen.getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
  });

  it('sends a consumer to their own cars', async () => {
    const { router } = renderApp('/cart', {
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'GET /portal/api/bff/deals': { status: 200, body: { data: [] } },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mycars'));
  });
});
