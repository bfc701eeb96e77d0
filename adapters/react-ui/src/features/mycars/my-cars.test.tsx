// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, fakeBrowser, renderApp, signedInAs } from '../../test/render-app.tsx';

const now = new Date('2026-11-23T10:00:00Z');

const swapDeal = {
  id: 'd-1001',
  state: 'ACTIVE',
  variant: 'SUBSCRIPTION',
  subscribed_to: 'SWAP_SAME_DAY',
  return_date: '2026-12-20',
  amount: 54_900,
  car: {
    oem: 'Volkswagen',
    model: 'ID.4 Pro',
    license_plate: 'M-AB 1234',
    external_product_id: 'volkswagen-id-4-pro',
  },
};

const createdDeal = {
  id: 'd-1002',
  state: 'CREATED',
  variant: 'SUBSCRIPTION',
  amount: 0,
  car: { oem: 'BMW', model: 'i4 eDrive40' },
};

const orderStatus = {
  data: {
    handover_kind: 'delivery',
    steps: [
      { id: 'customer_verified', progress: 'completed', completed_at: '2026-11-02' },
      { id: 'delivery_confirmation', progress: 'current' },
      { id: 'car_in_delivery', progress: 'upcoming' },
    ],
  },
};

const bffWith = (deals: Answer | (() => Answer | Promise<Answer>)) => ({
  'GET /portal/api/bff/auth/session': signedInAs(),
  'GET /portal/api/bff/deals': deals,
  'GET /portal/api/bff/deals/d-1002/handover': { status: 200, body: { data: {} } },
  'GET /portal/api/bff/deals/d-1002/handover-metadata': { status: 200, body: { data: {} } },
  'GET /portal/api/bff/deals/d-1002/order-status': { status: 200, body: orderStatus },
});

const dealsAnswer = (...deals: object[]): Answer => ({ status: 200, body: { data: deals } });

const closeReturnReminder = async () => {
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Später' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

describe('/mycars', () => {
  it('shows that the subscriptions are loading', async () => {
    renderApp('/mycars', { now, bff: bffWith(() => new Promise<Answer>(() => {})) });
    // The page itself (not the frame's fallback while its chunk loads) waits for the list.
    await screen.findByRole('heading', { name: 'Meine Autos' });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('leads a customer without subscriptions to the car search', async () => {
    renderApp('/mycars', { now, bff: bffWith(dealsAnswer()) });
    expect(await screen.findByText('Du hast noch kein Auto-Abo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt Auto finden' })).toHaveAttribute('href', '/subscribe');
  });

  it('says when the list could not be loaded, and loads it again on request', async () => {
    let failing = true;
    const { calls } = renderApp('/mycars', {
      now,
      bff: bffWith(() =>
        failing ? { status: 500, body: { error: { code: 'general_error', message: '' } } } : dealsAnswer(),
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuche es erneut.',
    );
    // No retries (consumer spec §7): one call until the customer asks again.
    expect(calls.filter((call) => call.path === '/portal/api/bff/deals')).toHaveLength(1);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Du hast noch kein Auto-Abo.')).toBeInTheDocument();
  });

  it('shows each subscription with car, state, rate and a link to its details', async () => {
    renderApp('/mycars', { now, bff: bffWith(dealsAnswer(swapDeal, createdDeal)) });
    await closeReturnReminder();
    const vw = within(screen.getByRole('group', { name: 'Volkswagen ID.4 Pro' }));
    expect(vw.getByText('Aktiv')).toBeInTheDocument();
    expect(vw.getByText(/M-AB 1234/)).toBeInTheDocument();
    expect(vw.getByText(/549\s€/)).toBeInTheDocument();
    expect(vw.getByRole('link', { name: 'Details ansehen' })).toHaveAttribute('href', '/mycars/d-1001');
    // The car's picture is the shop's picture of its model (or the placeholder without one).
    expect(vw.getByRole('img', { name: 'Volkswagen ID.4 Pro' })).toHaveAttribute(
      'src',
      '/images/models/volkswagen-id-4-pro.svg',
    );
    const bmw = within(screen.getByRole('group', { name: 'BMW i4 eDrive40' }));
    expect(bmw.getByRole('img', { name: 'BMW i4 eDrive40' })).toHaveAttribute('data-picture', 'placeholder');
    expect(bmw.getByText('Bestellung in Vorbereitung')).toBeInTheDocument();
    expect(bmw.getByText(/Kostenlos/)).toBeInTheDocument();
  });

  it('shows no monthly rate for a cancelled order, rather than "Kostenlos"', async () => {
    const cancelled = {
      id: 'd-1010',
      state: 'CANCELED',
      variant: 'LEAD',
      amount: 0,
      car: { oem: 'Mini', model: 'Cooper SE' },
    };
    renderApp('/mycars', { now, bff: bffWith(dealsAnswer(swapDeal, cancelled)) });
    await closeReturnReminder();
    const mini = within(screen.getByRole('group', { name: 'Mini Cooper SE' }));
    expect(mini.getByText('Storniert')).toBeInTheDocument();
    expect(mini.queryByText(/Monatliche Rate/)).not.toBeInTheDocument();
    expect(mini.queryByText(/Kostenlos/)).not.toBeInTheDocument();
  });

  it('shows the order-status steps of a deal before handover', async () => {
    renderApp('/mycars', { now, bff: bffWith(dealsAnswer(createdDeal)) });
    const bmw = within(await screen.findByRole('group', { name: 'BMW i4 eDrive40' }));
    expect(await bmw.findByText('Bestellstatus')).toBeInTheDocument();
    expect(bmw.getByText('Kundendaten geprüft')).toBeInTheDocument();
    expect(bmw.getByText(/Erledigt am 02.11.2026/)).toBeInTheDocument();
    expect(bmw.getByText('Liefertermin bestätigt').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(bmw.getByText('Lieferung planen')).toBeInTheDocument();
  });

  it('names the next car and its handover date on the bridging-car banner', async () => {
    const bridging = {
      id: 'd-1007',
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      bridging_type: 'BEGINNING',
      followup_subscription_id: 'd-1002',
      return_date: '2027-06-01',
      amount: 29_900,
      car: { oem: 'Renault', model: 'Clio', license_plate: 'M-RC 12' },
    };
    const { calls } = renderApp('/mycars', {
      now,
      bff: {
        ...bffWith(dealsAnswer(bridging)),
        'GET /portal/api/bff/deals/d-1002': {
          status: 200,
          body: { data: { ...createdDeal, car: { oem: 'Cupra', model: 'Born' } } },
        },
        'GET /portal/api/bff/deals/d-1002/handover': {
          status: 200,
          body: { data: { planned_delivery_date: null, preferred_delivery_date: '2026-12-04' } },
        },
      },
    });
    expect(
      await screen.findByText('Dein nächstes Auto: Cupra Born, Übergabe am 04.12.2026.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText(/bis dein nächstes Auto bereitsteht/)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/portal/api/bff/deals/d-1002');
  });

  it('shows the swap banner of core’s rules and hides a dismissed banner for 24 hours', async () => {
    const browser = fakeBrowser();
    renderApp('/mycars', { now, browser, bff: bffWith(dealsAnswer(swapDeal)) });
    await closeReturnReminder();
    expect(screen.getByText('Zeit für dein nächstes Auto')).toBeInTheDocument();
    expect(
      screen.getByText(/Dein Abo endet am 20.12.2026. Wähle jetzt dein nächstes Auto/),
    ).toBeInTheDocument();
    const swap = screen.getByText('Zeit für dein nächstes Auto').closest('.fui-MessageBar') as HTMLElement;
    await userEvent.click(within(swap).getByRole('button', { name: 'Hinweis für 24 Stunden ausblenden' }));
    expect(screen.queryByText('Zeit für dein nächstes Auto')).not.toBeInTheDocument();
    expect(JSON.parse(browser.localStorage.getItem('portal.banner-dismissals') ?? '{}')).toEqual({
      'd-1001': { return_reminder: now.toISOString(), swap: now.toISOString() },
    });
  });

  it('remembers a dismissal across visits and shows the banner again after 24 hours', async () => {
    const dismissed = (hoursAgo: number) =>
      fakeBrowser({
        'portal.banner-dismissals': JSON.stringify({
          'd-1001': {
            swap: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
            return_reminder: now.toISOString(),
          },
        }),
      });
    const first = renderApp('/mycars', { now, browser: dismissed(23), bff: bffWith(dealsAnswer(swapDeal)) });
    await screen.findByText('Rückgabe planen');
    expect(screen.queryByText('Zeit für dein nächstes Auto')).not.toBeInTheDocument();
    first.unmount();
    renderApp('/mycars', { now, browser: dismissed(25), bff: bffWith(dealsAnswer(swapDeal)) });
    expect(await screen.findByText('Zeit für dein nächstes Auto')).toBeInTheDocument();
  });

  it('reminds of a return that is due to be planned, and leads to the return wizard', async () => {
    const { router } = renderApp('/mycars', { now, bff: bffWith(dealsAnswer(swapDeal)) });
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Dein Abo für Volkswagen ID.4 Pro endet am 20.12.2026/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Rückgabe planen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mycars/d-1001'));
    expect(router.state.location.search).toBe('?modalName=MULTISTEP_EDIT_RETURN');
  });

  it('puts off the reminder for every car due for return planning with one “later”', async () => {
    const secondDue = { ...swapDeal, id: 'd-1009', car: { oem: 'BMW', model: 'i4 eDrive40' } };
    const browser = fakeBrowser();
    renderApp('/mycars', { now, browser, bff: bffWith(dealsAnswer(swapDeal, secondDue)) });
    await closeReturnReminder();
    const remembered = JSON.parse(browser.localStorage.getItem('portal.banner-dismissals') ?? '{}');
    expect(Object.keys(remembered).sort()).toEqual(['d-1001', 'd-1009']);
    expect(remembered['d-1009']).toHaveProperty('return_reminder');
  });

  it('does not remind again within 24 hours of “later”', async () => {
    const browser = fakeBrowser({
      'portal.banner-dismissals': JSON.stringify({ 'd-1001': { return_reminder: now.toISOString() } }),
    });
    renderApp('/mycars', { now, browser, bff: bffWith(dealsAnswer(swapDeal)) });
    await screen.findByText('Zeit für dein nächstes Auto');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
