// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, openDialog } from '../../test/account-fixtures.ts';
import { dialogNamed } from '../../test/dialogs.ts';
import { viewedBySupport } from '../../test/nordflotte-fixtures.ts';
import { type Answer, fakeBrowser, renderApp, signedInAs } from '../../test/render-app.tsx';
import {
  aFleetCar,
  fritz,
  nordAdmin,
  nordAnalyst,
  nordDriver,
  paula,
  reservedOrder,
} from './fleet-fixtures.ts';

type Handler = Answer | ((request: { url: URL; body: unknown }) => Answer | Promise<Answer>);
const ORDER = '/portal/api/bff/fleet/orders/f-2002';
const orderAnswer = (order: object = reservedOrder): Answer => ({ status: 200, body: { data: order } });
const bffWith = (order: Handler, extra: Record<string, Handler> = {}, user: object = nordAdmin) => ({
  'GET /portal/api/bff/auth/session': signedInAs(user),
  [`GET ${ORDER}`]: order,
  'GET /portal/api/bff/fleet/contacts': { status: 200, body: { data: [fritz, paula] } },
  ...extra,
});
const panel = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the order detail', () => {
  it('shows that the order is loading', async () => {
    renderApp('/orders/f-2002', { bff: bffWith(() => new Promise<Answer>(() => {})) });
    await screen.findByRole('link', { name: 'Zurück zur Flotte' });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it("offers no action and no cart in a support user's view of the admin", async () => {
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer(), {}, viewedBySupport(nordAdmin)) });
    const actions = await panel('Aktionen');
    expect(
      actions.getByText('Für diese Bestellung stehen Ihnen keine Aktionen zur Verfügung.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Sie sehen das Portal als Nora Nord/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Übergabe koordinieren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vertrag öffnen und unterschreiben' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Meine Flotte' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Warenkorb' })).toBeNull();
  });

  it('says when the order could not be loaded', async () => {
    renderApp('/orders/f-2002', { bff: bffWith(failure(500, 'general_error')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('says when the order does not exist for the user, under the page heading', async () => {
    renderApp('/orders/f-2002', { bff: bffWith(failure(404, 'not_found')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bestellung nicht gefunden.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bestelldetails');
  });

  it('names the follow-up vehicle and its handover date in the bridging banner', async () => {
    const bridging = {
      ...reservedOrder,
      deal: aFleetCar({
        id: 'f-2002',
        state: 'ACTIVE',
        bridging_type: 'BEGINNING',
        followup_subscription_id: 'f-2021',
      }),
      reservationExpiresAt: null,
    };
    const next = {
      ...reservedOrder,
      deal: aFleetCar({ id: 'f-2021', state: 'SCHEDULED', car: { oem: 'BMW', model: 'i4 eDrive40' } }),
      handover: { ...reservedOrder.handover, date: null, preliminaryDate: '2026-12-20' },
    };
    renderApp('/orders/f-2002', {
      bff: bffWith(orderAnswer(bridging), {
        'GET /portal/api/bff/fleet/orders/f-2021': orderAnswer(next),
      }),
    });
    expect(
      await screen.findByText('Folgefahrzeug: BMW i4 eDrive40, Übergabe am 20.12.2026.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('Übergangsfahrzeug')).toBeInTheDocument();
  });

  it('asks to plan the handover of an order in preparation, and the banner opens the dialog', async () => {
    const scheduled = {
      ...reservedOrder,
      deal: aFleetCar({ id: 'f-2002', state: 'SCHEDULED', planned_delivery_date: null }),
      actions: ['assign_driver', 'coordinate_handover', 'comment'],
      reservationExpiresAt: null,
    };
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer(scheduled)) });
    const title = await screen.findByText('Übergabe planen');
    const banner = title.closest('.fui-MessageBar') as HTMLElement;
    expect(
      within(banner).getByText('Bitte wählen Sie einen Liefertermin für dieses Fahrzeug.'),
    ).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Übergabe koordinieren' }));
    expect((await dialogNamed('Übergabe koordinieren')).getByText('Lieferdatum')).toBeInTheDocument();
  });

  it('says a planned delivery date may move when its confidence deviates, without asking to plan it', async () => {
    const planned = {
      ...reservedOrder,
      deal: aFleetCar({ id: 'f-2002', state: 'HANDOVER', planned_delivery_date: '2026-12-01' }),
      actions: ['coordinate_handover', 'comment'],
      reservationExpiresAt: null,
    };
    renderApp('/orders/f-2002', {
      bff: bffWith(orderAnswer(planned), {
        'GET /portal/api/bff/deals/f-2002/handover-metadata': {
          status: 200,
          body: { data: { availability_confidence: { deviation_in_weeks: 2 }, availabilities: [] } },
        },
      }),
    });
    expect(await screen.findByText('Der Liefertermin kann sich verschieben')).toBeInTheDocument();
    expect(screen.queryByText('Übergabe planen')).toBeNull();
  });

  it('shows the order with its side panels', async () => {
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer()) });
    expect(await screen.findByRole('heading', { name: 'Volkswagen ID.3', level: 1 })).toBeInTheDocument();
    expect((await panel('Unternehmen')).getByText('Nordflotte GmbH')).toBeInTheDocument();
    expect((await panel('Fahrer*in')).getByText('Noch keine Fahrer*in zugewiesen.')).toBeInTheDocument();
    const handover = await panel('Übergabe');
    expect(handover.getByText('Nora Nord')).toBeInTheDocument();
    expect(handover.getByText('Am Sandtorkai 50, 20457 Hamburg')).toBeInTheDocument();
    expect(handover.getAllByText('15.12.2026')).toHaveLength(2);
    expect(handover.getByText('14.12.2027')).toBeInTheDocument();
    expect((await panel('Rückgabe')).getByText('Noch keine Angaben.')).toBeInTheDocument();
    expect((await panel('Fahrzeugtausch')).getByText('Noch keine Angaben.')).toBeInTheDocument();
    expect(screen.getByText(/412,79\s€/)).toBeInTheDocument();
  });

  it('shows a shared car and an assigned driver', async () => {
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer({ ...reservedOrder, shared: true })) });
    expect((await panel('Fahrer*in')).getByText('Geteiltes Fahrzeug')).toBeInTheDocument();
  });

  it('shows the reserved-vehicle banner with the expiry and the days left to sign', async () => {
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer()) });
    expect(await screen.findByText('Fahrzeug reserviert bis 24.11.2026')).toBeInTheDocument();
    expect(
      screen.getByText(/Die Reservierung endet in 1 Tag\. Bitte öffnen und unterschreiben Sie den Vertrag/),
    ).toBeInTheDocument();
  });

  it('says a reservation past its three days has lapsed, and offers nothing to sign', async () => {
    const lapsed = {
      ...reservedOrder,
      deal: { ...reservedOrder.deal, created_at: '2026-08-01T09:00:00Z' },
      actions: [],
      reservationExpiresAt: '2026-08-04T09:00:00Z',
    };
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer(lapsed)) });
    expect(await screen.findByText(/Die Reservierung ist am 04\.08\.2026 abgelaufen/)).toBeInTheDocument();
    expect(screen.getAllByText('Reservierung abgelaufen').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Fahrzeug reserviert bis 04.08.2026')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vertrag öffnen und unterschreiben' })).toBeNull();
  });

  it('hides a dismissed banner for 24 hours', async () => {
    const browser = fakeBrowser({
      'portal.banner-dismissals': JSON.stringify({ 'f-2002': { reservation: '2026-11-22T09:00:00Z' } }),
    });
    const { unmount } = renderApp('/orders/f-2002', { bff: bffWith(orderAnswer()), browser });
    await userEvent.click(await screen.findByRole('button', { name: 'Hinweis für 24 Stunden ausblenden' }));
    expect(screen.queryByText('Fahrzeug reserviert bis 24.11.2026')).not.toBeInTheDocument();
    expect(JSON.parse(browser.localStorage.getItem('portal.banner-dismissals') ?? '{}')).toEqual({
      'f-2002': { reservation: '2026-11-23T10:00:00.000Z' },
    });
    unmount();
    renderApp('/orders/f-2002', {
      bff: bffWith(orderAnswer()),
      browser,
      now: new Date('2026-11-23T20:00:00Z'),
    });
    await screen.findByRole('region', { name: 'Aktionen' });
    expect(screen.queryByText('Fahrzeug reserviert bis 24.11.2026')).not.toBeInTheDocument();
  });

  it('shows the business variant’s return banner, not the consumer offers', async () => {
    const running = {
      ...reservedOrder,
      deal: aFleetCar({ id: 'f-2002', return_date: '2027-01-15' }),
      reservationExpiresAt: null,
      actions: [],
    };
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer(running)) });
    expect(await screen.findByText('Rückgabe planen')).toBeInTheDocument();
    expect(
      screen.getByText('Das Abo endet am 15.01.2027. Bitte planen Sie die Rückgabe des Fahrzeugs.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/reserviert bis/)).not.toBeInTheDocument();
    expect(screen.queryByText('Abo verlängern')).not.toBeInTheDocument();
  });

  it('warns that the delivery date of a created order may change', async () => {
    const created = {
      ...reservedOrder,
      deal: aFleetCar({ id: 'f-2002', state: 'CREATED', planned_delivery_date: '2026-12-15' }),
      reservationExpiresAt: null,
    };
    renderApp('/orders/f-2002', {
      bff: bffWith(orderAnswer(created), {
        'GET /portal/api/bff/deals/f-2002/handover-metadata': {
          status: 200,
          body: { data: { availability_confidence: { deviation_in_weeks: 2 } } },
        },
      }),
    });
    expect(await screen.findByText('Der Liefertermin kann sich verschieben')).toBeInTheDocument();
    expect(screen.queryByText('Übergabe planen')).not.toBeInTheDocument();
  });

  it('offers an admin the actions of the order', async () => {
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer()) });
    const actions = await panel('Aktionen');
    expect(actions.getByRole('button', { name: 'Vertrag öffnen und unterschreiben' })).toBeInTheDocument();
    expect(actions.getByText('Übergabe koordinieren')).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Fahrer*in zuweisen' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Kommentar hinterlassen' })).toBeInTheDocument();
  });

  it('opens the signing page of the order’s contract awaiting signature', async () => {
    const contract = (id: string, status: string, deal_id: string) => ({
      id,
      contract_number: `V-${id}`,
      status,
      created_date: '2026-11-21',
      created_by: 'Nora Nord',
      signer: null,
      deal_id,
      signing_deadline: null,
    });
    const browser = fakeBrowser();
    const { calls } = renderApp('/orders/f-2002', {
      browser,
      bff: bffWith(orderAnswer(), {
        'GET /portal/api/bff/fleet/contracts': {
          status: 200,
          body: {
            data: [
              contract('ctr-2009', 'UNSIGNED', 'f-2009'),
              contract('ctr-1999', 'EXPIRED', 'f-2002'),
              contract('ctr-2001', 'UNSIGNED', 'f-2002'),
            ],
          },
        },
        'POST /portal/api/bff/fleet/contracts/ctr-2001/signing-link': {
          status: 201,
          body: {
            data: { url: 'https://sign.example/envelopes/V-2026-2001', expiresAt: '2026-11-24T09:00:00Z' },
          },
        },
      }),
    });
    // The reservation banner (first) and the actions panel both offer it.
    const buttons = await screen.findAllByRole('button', { name: 'Vertrag öffnen und unterschreiben' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(browser.assign).toHaveBeenCalledWith('https://sign.example/envelopes/V-2026-2001'),
    );
    expect(calls.filter((call) => call.path.endsWith('/signing-link'))).toHaveLength(1);
  });

  it('says when the contract cannot be opened', async () => {
    const browser = fakeBrowser();
    renderApp('/orders/f-2002', {
      browser,
      bff: bffWith(orderAnswer(), {
        'GET /portal/api/bff/fleet/contracts': { status: 200, body: { data: [] } },
      }),
    });
    const actions = await panel('Aktionen');
    await userEvent.click(actions.getByRole('button', { name: 'Vertrag öffnen und unterschreiben' }));
    // Business spec §8: the generic failure is a toast, not a message in the page.
    const toast = await screen.findByText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.');
    expect(screen.getByRole('main')).not.toContainElement(toast);
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('offers an analyst no action, whatever the answer holds', async () => {
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer(), {}, nordAnalyst) });
    const actions = await panel('Aktionen');
    expect(
      actions.getByText('Für diese Bestellung stehen Ihnen keine Aktionen zur Verfügung.'),
    ).toBeInTheDocument();
    expect(actions.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['an analyst', nordAnalyst],
    ['a driver', nordDriver],
  ])('tells %s about the reservation without asking them to sign', async (_, user) => {
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer(), {}, user) });
    expect(await screen.findByText('Fahrzeug reserviert bis 24.11.2026')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Die Reservierung endet in 1 Tag. Den Vertrag unterschreibt ein*e Administrator*in Ihres Unternehmens.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/unterschreiben Sie/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vertrag öffnen und unterschreiben' })).toBeNull();
  });

  it('does not offer a driver the contract nor assigning the driver, which are the admin’s', async () => {
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer(), {}, nordDriver) });
    const actions = await panel('Aktionen');
    expect(actions.getByText('Übergabe koordinieren')).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Fahrer*in zuweisen' })).not.toBeInTheDocument();
    expect(actions.queryByText('Vertrag öffnen und unterschreiben')).not.toBeInTheDocument();
  });

  it('offers only contacts with access as the driver, not an inactive one', async () => {
    const inactive = {
      ...fritz,
      id: 'ct-2010',
      name: 'Ines Inaktiv',
      firstName: 'Ines',
      lastName: 'Inaktiv',
      email: 'ines@nordflotte.example',
      status: 'INACTIVE',
    };
    const invited = {
      ...paula,
      id: 'ct-2011',
      name: 'Ida Eingeladen',
      email: 'ida@nordflotte.example',
      status: 'INVITED',
    };
    renderApp('/orders/f-2002', {
      bff: bffWith(orderAnswer(), {
        'GET /portal/api/bff/fleet/contacts': { status: 200, body: { data: [fritz, inactive, invited] } },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fahrer*in zuweisen' }));
    const dialog = await openDialog();
    await dialog.findByRole('radio', { name: 'Fritz Fahrer (fahrer@nordflotte.example)', hidden: true });
    expect(
      dialog.getByRole('radio', { name: 'Ida Eingeladen (ida@nordflotte.example)', hidden: true }),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('radio', { name: /Ines Inaktiv/, hidden: true })).not.toBeInTheDocument();
  });

  it('asks for a driver or a shared car before assigning, then assigns the chosen driver', async () => {
    const bodies: unknown[] = [];
    renderApp('/orders/f-2002', {
      bff: bffWith(orderAnswer(), {
        [`PUT ${ORDER}/driver`]: ({ body }) => {
          bodies.push(body);
          return orderAnswer({
            ...reservedOrder,
            driver: { contactId: 'ct-2002', name: 'Fritz Fahrer', email: 'fahrer@nordflotte.example' },
          });
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fahrer*in zuweisen' }));
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Zuweisen', hidden: true }));
    expect(
      dialog.getByText(
        'Bitte wählen Sie eine*n Fahrer*in aus der Liste aus oder markieren Sie dieses Fahrzeug als geteiltes Fahrzeug.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(
      await dialog.findByRole('radio', { name: 'Fritz Fahrer (fahrer@nordflotte.example)', hidden: true }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Zuweisen', hidden: true }));
    await waitFor(() => expect(bodies).toEqual([{ contactId: 'ct-2002' }]));
    expect(await (await panel('Fahrer*in')).findByText('fahrer@nordflotte.example')).toBeInTheDocument();
  });

  it('marks the car as shared', async () => {
    const bodies: unknown[] = [];
    renderApp('/orders/f-2002', {
      bff: bffWith(orderAnswer(), {
        [`PUT ${ORDER}/driver`]: ({ body }) => {
          bodies.push(body);
          return orderAnswer({ ...reservedOrder, shared: true });
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fahrer*in zuweisen' }));
    const dialog = await openDialog();
    await userEvent.click(
      dialog.getByRole('radio', { name: 'Als geteiltes Fahrzeug markieren', hidden: true }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Zuweisen', hidden: true }));
    await waitFor(() => expect(bodies).toEqual([{ shared: true }]));
  });

  it('asks to complete an incomplete contact the BFF refuses as driver', async () => {
    renderApp('/orders/f-2002', {
      bff: bffWith(orderAnswer(), { [`PUT ${ORDER}/driver`]: failure(409, 'conflict') }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fahrer*in zuweisen' }));
    const dialog = await openDialog();
    await userEvent.click(
      await dialog.findByRole('radio', { name: 'Paula Pool (pool@nordflotte.example)', hidden: true }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Zuweisen', hidden: true }));
    expect(
      await dialog.findByText(
        'Die Kontaktdaten von Paula Pool sind unvollständig. Bitte vervollständigen Sie die Angaben des Kontakts und versuchen Sie es erneut.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for a comment before sending it, then sends it', async () => {
    const bodies: unknown[] = [];
    renderApp('/orders/f-2002', {
      bff: bffWith(orderAnswer(), {
        [`POST ${ORDER}/comments`]: ({ body }) => {
          bodies.push(body);
          return { status: 201, body: { ok: true } };
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Kommentar hinterlassen' }));
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Senden', hidden: true }));
    expect(dialog.getByText('Bitte geben Sie einen Kommentar ein.')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { hidden: true }), 'Bitte vor 12 Uhr liefern.');
    await userEvent.click(dialog.getByRole('button', { name: 'Senden', hidden: true }));
    expect(await screen.findByText('Vielen Dank! Ihr Kommentar wurde übermittelt.')).toBeInTheDocument();
    expect(bodies).toEqual([{ comment: 'Bitte vor 12 Uhr liefern.' }]);
  });

  it('keeps the fleet tab selected in the navigation', async () => {
    renderApp('/orders/f-2002', { bff: bffWith(orderAnswer()) });
    const nav = within(await screen.findByRole('navigation', { name: 'Mein Bereich' }));
    expect(nav.getByRole('tab', { name: 'Meine Flotte' })).toHaveAttribute('aria-selected', 'true');
  });
});
