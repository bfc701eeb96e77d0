// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { dialogNamed } from '../../test/dialogs.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';
import {
  aFleetCar,
  fritz,
  nordAdmin,
  nordDriver,
  nordflotte,
  paula,
  reservedOrder,
} from './fleet-fixtures.ts';

type Handler = Answer | ((request: { url: URL; body: unknown }) => Answer | Promise<Answer>);
const ORDER = '/portal/api/bff/fleet/orders/f-2002';
const ALL_ACTIONS = [
  'sign_contract',
  'assign_driver',
  'coordinate_handover',
  'coordinate_swap',
  'choose_delivery_option',
  'request_transition_vehicle',
  'choose_company',
  'comment',
];
const order = { ...reservedOrder, actions: ALL_ACTIONS };
const orderAnswer = (detail: object = order): Answer => ({ status: 200, body: { data: detail } });
const bffWith = (extra: Record<string, Handler> = {}, user: object = nordAdmin, detail: object = order) => ({
  'GET /portal/api/bff/auth/session': signedInAs(user),
  [`GET ${ORDER}`]: orderAnswer(detail),
  'GET /portal/api/bff/fleet/contacts': { status: 200, body: { data: [fritz, paula] } },
  ...extra,
});
const recorder = (answer: Answer) => {
  const bodies: unknown[] = [];
  const handler = ({ body }: { body: unknown }) => {
    bodies.push(body);
    return answer;
  };
  return { bodies, handler };
};
const openAction = async (action: string, dialog: string = action) => {
  const actions = within(await screen.findByRole('region', { name: 'Aktionen' }));
  await userEvent.click(actions.getByRole('button', { name: action }));
  return dialogNamed(dialog);
};
type Dialog = Awaited<ReturnType<typeof dialogNamed>>;
/**
 * Puts a value into a field as one paste: these dialogs re-render a month's calendar on every
 * keystroke, which typing letter by letter pays for on a busy machine; what is typed is not tested here.
 */
const fill = async (dialog: Dialog, label: string, value: string) => {
  const input = dialog.getByLabelText(label, { exact: false, selector: 'input' });
  await userEvent.clear(input);
  if (value) await userEvent.paste(value);
};

describe('the coordinate-handover dialog', () => {
  const withoutHandover = { ...order, handover: null };

  it('names every missing handover field and sends nothing', async () => {
    const put = recorder(orderAnswer());
    renderApp('/orders/f-2002', {
      bff: bffWith({ [`PUT ${ORDER}/handover`]: put.handler }, nordAdmin, withoutHandover),
    });
    const dialog = await openAction('Übergabe koordinieren');
    await userEvent.click(dialog.getByRole('button', { name: 'Übergabe speichern' }));
    for (const message of [
      'Vorname fehlt',
      'Nachname fehlt',
      'Straße fehlt',
      'Hausnummer fehlt',
      'PLZ fehlt',
      'Stadt fehlt',
      'Telefonnummer fehlt',
      'Lieferdatum fehlt',
      'Bitte wählen Sie eine Uhrzeit aus',
    ])
      expect(dialog.getByText(message)).toBeInTheDocument();
    expect(put.bodies).toEqual([]);
  });

  it('asks for a 5-digit PLZ and a German phone number, then saves the handover', async () => {
    const saved = {
      ...order,
      handover: {
        ...order.handover,
        contactPerson: 'Fritz Fahrer',
        date: '2026-12-15',
        timePeriod: '11:00 – 12:00',
      },
    };
    const put = recorder(orderAnswer(saved));
    renderApp('/orders/f-2002', { bff: bffWith({ [`PUT ${ORDER}/handover`]: put.handler }) });
    const dialog = await openAction('Übergabe koordinieren');
    await userEvent.selectOptions(await dialog.findByRole('combobox', { name: 'Kontakt' }), 'ct-2002');
    await fill(dialog, 'Straße', 'Am Sandtorkai');
    await fill(dialog, 'Hausnummer', '50');
    await fill(dialog, 'PLZ', '2045');
    await fill(dialog, 'Stadt', 'Hamburg');
    await fill(dialog, 'Telefonnummer', '12');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Uhrzeit/ }), '11:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Übergabe speichern' }));
    expect(dialog.getByText('Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.')).toBeInTheDocument();
    expect(
      dialog.getByText(
        'Bitte geben Sie eine gültige deutsche Telefonnummer ein (z. B. 030 12345678 oder +49 151 23456789).',
      ),
    ).toBeInTheDocument();
    expect(put.bodies).toEqual([]);
    await fill(dialog, 'PLZ', '20457');
    await fill(dialog, 'Telefonnummer', '0151 12345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Übergabe speichern' }));
    await waitFor(() =>
      expect(put.bodies).toEqual([
        {
          handover_firstname: 'Fritz',
          handover_lastname: 'Fahrer',
          handover_street: 'Am Sandtorkai',
          handover_housenumber: '50',
          handover_zip: '20457',
          handover_city: 'Hamburg',
          handover_phone_number: '+4915112345678',
          preferred_handover_date: '2026-12-15',
          slot: '11:00',
          contactId: 'ct-2002',
        },
      ]),
    );
    expect(await screen.findByText('Die Übergabe wurde gespeichert.')).toBeInTheDocument();
    const handover = within(screen.getByRole('region', { name: 'Übergabe' }));
    expect(handover.getByText('11:00 – 12:00')).toBeInTheDocument();
  });

  it('starts from where the car goes, with every address field still editable, and sends what was changed', async () => {
    const delivery = {
      ...order,
      handover: {
        ...order.handover,
        address: 'Überseeallee 3, 20457 Hamburg',
        addressFields: { street: 'Überseeallee', houseNumber: '3', postalCode: '20457', city: 'Hamburg' },
      },
    };
    const put = recorder(orderAnswer(delivery));
    renderApp('/orders/f-2002', {
      bff: bffWith({ [`PUT ${ORDER}/handover`]: put.handler }, nordAdmin, delivery),
    });
    const dialog = await openAction('Übergabe koordinieren');
    const input = (label: string) => dialog.getByLabelText(label, { exact: false, selector: 'input' });
    expect(input('Straße')).toHaveValue('Überseeallee');
    expect(input('Hausnummer')).toHaveValue('3');
    expect(input('PLZ')).toHaveValue('20457');
    expect(input('Stadt')).toHaveValue('Hamburg');
    for (const label of ['Straße', 'Hausnummer', 'PLZ', 'Stadt']) expect(input(label)).toBeEnabled();

    await userEvent.selectOptions(await dialog.findByRole('combobox', { name: 'Kontakt' }), 'ct-2002');
    await fill(dialog, 'Hausnummer', '5a');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Uhrzeit/ }), '11:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Übergabe speichern' }));
    await waitFor(() =>
      expect(put.bodies).toEqual([
        {
          handover_firstname: 'Fritz',
          handover_lastname: 'Fahrer',
          handover_street: 'Überseeallee',
          handover_housenumber: '5a',
          handover_zip: '20457',
          handover_city: 'Hamburg',
          handover_phone_number: '+4915112345678',
          preferred_handover_date: '2026-12-15',
          slot: '11:00',
          contactId: 'ct-2002',
        },
      ]),
    );
  });

  it("starts from the deal's own handover address when the answer names no address", async () => {
    const { addressFields: _, ...panel } = order.handover;
    const older = {
      ...order,
      deal: {
        ...order.deal,
        handover_street: 'Ballindamm',
        handover_housenumber: '1',
        handover_zip: '20095',
        handover_city: 'Hamburg',
      },
      handover: panel,
    };
    renderApp('/orders/f-2002', { bff: bffWith({}, nordAdmin, older) });
    const dialog = await openAction('Übergabe koordinieren');
    expect(dialog.getByLabelText('Straße', { exact: false, selector: 'input' })).toHaveValue('Ballindamm');
    expect(dialog.getByLabelText('PLZ', { exact: false, selector: 'input' })).toHaveValue('20095');
  });

  it('opens a coordinated handover with its date and slot', async () => {
    const coordinated = {
      ...order,
      handover: { ...order.handover, date: '2026-12-18', timePeriod: '14:00 – 15:00' },
    };
    renderApp('/orders/f-2002', { bff: bffWith({}, nordAdmin, coordinated) });
    const dialog = await openAction('Übergabe koordinieren');
    expect(dialog.getByRole('button', { name: 'Freitag, 18. Dezember 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(dialog.getByText('Gewählt: 18.12.2026')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: /Uhrzeit/ })).toHaveValue('14:00');
  });

  // The test clock is Monday 23 Nov 2026; f-2002's preliminary delivery date is 15 Dec 2026.
  const day = (dialog: Dialog, name: string) => dialog.getByRole('button', { name });

  it('offers the working days of the delivery window, from tomorrow on, and no other', async () => {
    renderApp('/orders/f-2002', { bff: bffWith() });
    const dialog = await openAction('Übergabe koordinieren');
    expect(
      dialog.getByText('Wählbar sind Werktage vom 24.11.2026 bis 22.12.2026.', { exact: false }),
    ).toBeInTheDocument();
    // The preliminary date is chosen to start with.
    expect(day(dialog, 'Dienstag, 15. Dezember 2026')).toHaveAttribute('aria-pressed', 'true');
    // Tomorrow is the first day (business spec §9).
    expect(day(dialog, 'Dienstag, 24. November 2026')).not.toHaveAttribute('aria-disabled', 'true');
    for (const closed of [
      'Montag, 23. November 2026',
      'Samstag, 28. November 2026',
      'Sonntag, 20. Dezember 2026',
      'Mittwoch, 23. Dezember 2026',
    ])
      expect(day(dialog, closed)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day(dialog, 'Samstag, 28. November 2026'));
    expect(day(dialog, 'Samstag, 28. November 2026')).not.toHaveAttribute('aria-pressed');
    expect(day(dialog, 'Dienstag, 15. Dezember 2026')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(day(dialog, 'Donnerstag, 26. November 2026'));
    expect(day(dialog, 'Donnerstag, 26. November 2026')).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByText('Gewählt: 26.11.2026')).toBeInTheDocument();
  });

  it('moves through the calendar with the arrow keys and chooses a day with Enter', async () => {
    const put = recorder(orderAnswer());
    renderApp('/orders/f-2002', { bff: bffWith({ [`PUT ${ORDER}/handover`]: put.handler }) });
    const dialog = await openAction('Übergabe koordinieren');
    // Only the chosen day is in the tab order.
    const chosen = day(dialog, 'Dienstag, 15. Dezember 2026');
    expect(chosen).toHaveAttribute('tabindex', '0');
    expect(day(dialog, 'Mittwoch, 16. Dezember 2026')).toHaveAttribute('tabindex', '-1');
    chosen.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day(dialog, 'Mittwoch, 16. Dezember 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(day(dialog, 'Mittwoch, 23. Dezember 2026')).toHaveFocus();
    // A day outside the window can be passed over, not chosen.
    await userEvent.keyboard('{Enter}');
    expect(day(dialog, 'Mittwoch, 23. Dezember 2026')).not.toHaveAttribute('aria-pressed');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Home}');
    expect(day(dialog, 'Montag, 7. Dezember 2026')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(day(dialog, 'Montag, 7. Dezember 2026')).toHaveAttribute('aria-pressed', 'true');
    await fill(dialog, 'Vorname', 'Nora');
    await fill(dialog, 'Nachname', 'Nord');
    await fill(dialog, 'Telefonnummer', '040 123456');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Uhrzeit/ }), '09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Übergabe speichern' }));
    await waitFor(() =>
      expect(put.bodies).toEqual([expect.objectContaining({ preferred_handover_date: '2026-12-07' })]),
    );
  });

  it('says so when the BFF finds the day no longer possible', async () => {
    renderApp('/orders/f-2002', {
      bff: bffWith({
        [`PUT ${ORDER}/handover`]: failure(409, 'no_availabilities'),
      }),
    });
    const dialog = await openAction('Übergabe koordinieren');
    await fill(dialog, 'Vorname', 'Nora');
    await fill(dialog, 'Nachname', 'Nord');
    await fill(dialog, 'Telefonnummer', '040 123456');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Uhrzeit/ }), '09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Übergabe speichern' }));
    expect(
      await dialog.findByText(
        'Für dieses Datum ist keine Übergabe möglich. Bitte wählen Sie ein anderes Datum oder wenden Sie sich an Ihre*n Kundenbetreuer*in.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for another contact when the chosen one may no longer take the car', async () => {
    renderApp('/orders/f-2002', {
      bff: bffWith({
        [`PUT ${ORDER}/handover`]: failure(400, 'bad_request', {
          'body.contactId': 'Bitte wählen Sie einen Kontakt aus',
        }),
      }),
    });
    const dialog = await openAction('Übergabe koordinieren');
    await userEvent.selectOptions(await dialog.findByRole('combobox', { name: 'Kontakt' }), 'ct-2002');
    for (const [label, value] of [
      ['Straße', 'Am Sandtorkai'],
      ['Hausnummer', '50'],
      ['PLZ', '20457'],
      ['Stadt', 'Hamburg'],
    ] as const)
      await fill(dialog, label, value);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Uhrzeit/ }), '09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Übergabe speichern' }));
    expect(await dialog.findByText('Bitte wählen Sie einen Kontakt aus')).toBeInTheDocument();
  });

  it('sends the user to the account manager once editing has closed', async () => {
    renderApp('/orders/f-2002', {
      bff: bffWith({ [`PUT ${ORDER}/handover`]: failure(409, 'not_eligible') }),
    });
    const dialog = await openAction('Übergabe koordinieren');
    await userEvent.selectOptions(await dialog.findByRole('combobox', { name: 'Kontakt' }), 'ct-2002');
    for (const [label, value] of [
      ['Straße', 'Am Sandtorkai'],
      ['Hausnummer', '50'],
      ['PLZ', '20457'],
      ['Stadt', 'Hamburg'],
    ] as const)
      await fill(dialog, label, value);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Uhrzeit/ }), '09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Übergabe speichern' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Die Übergabe kann nicht mehr geändert werden. Bitte wenden Sie sich an Ihre*n Kundenbetreuer*in.',
    );
  });
});

describe('the coordinate-swap dialog', () => {
  const CANDIDATES = `GET ${ORDER}/swap-candidates`;
  const candidate = aFleetCar({ return_date: '2026-12-17' });

  it('asks for a subscription, then swaps with the chosen one', async () => {
    const put = recorder(orderAnswer());
    renderApp('/orders/f-2002', {
      bff: bffWith({
        [CANDIDATES]: { status: 200, body: { data: [candidate] } },
        [`PUT ${ORDER}/swap`]: put.handler,
      }),
    });
    const dialog = await openAction('Fahrzeugtausch koordinieren');
    const choice = await dialog.findByRole('radio', {
      name: 'BMW i4 eDrive40 (HH-NF 2001), Fritz Fahrer, endet am 17.12.2026',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Fahrzeugtausch koordinieren' }));
    expect(dialog.getByText('Bitte wählen Sie ein Abo aus')).toBeInTheDocument();
    expect(put.bodies).toEqual([]);
    await userEvent.click(choice);
    await userEvent.click(dialog.getByRole('button', { name: 'Fahrzeugtausch koordinieren' }));
    await waitFor(() => expect(put.bodies).toEqual([{ subscriptionId: 'f-2001' }]));
    expect(await screen.findByText('Der Fahrzeugtausch wurde koordiniert.')).toBeInTheDocument();
  });

  it('says when no subscription ends within 7 days of the delivery', async () => {
    renderApp('/orders/f-2002', { bff: bffWith({ [CANDIDATES]: { status: 200, body: { data: [] } } }) });
    const dialog = await openAction('Fahrzeugtausch koordinieren');
    expect(
      await dialog.findByText(/Kein Abo Ihres Unternehmens endet innerhalb von 7 Tagen um den Liefertermin/),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Fahrzeugtausch koordinieren' })).not.toBeInTheDocument();
  });

  it('sends the user to the account manager when the swap is impossible', async () => {
    renderApp('/orders/f-2002', {
      bff: bffWith({
        [CANDIDATES]: { status: 200, body: { data: [candidate] } },
        [`PUT ${ORDER}/swap`]: failure(409, 'not_eligible'),
      }),
    });
    const dialog = await openAction('Fahrzeugtausch koordinieren');
    await userEvent.click(await dialog.findByRole('radio', { name: /BMW i4 eDrive40/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Fahrzeugtausch koordinieren' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Der Fahrzeugtausch ist für dieses Abo nicht möglich. Bitte wenden Sie sich an Ihre*n Kundenbetreuer*in.',
    );
  });
});

describe('the delivery options dialog', () => {
  const OPTIONS = {
    [`GET ${ORDER}/delivery-options`]: {
      status: 200,
      body: {
        data: [
          { option: 'custom_delivery', fee: 20924, selected: true },
          { option: 'swap_delivery', fee: 0, selected: false },
        ],
      },
    },
  };

  it('offers custom delivery for 209,24 € and the swap delivery free of charge', async () => {
    renderApp('/orders/f-2002', { bff: bffWith(OPTIONS) });
    const dialog = await openAction('Lieferoption wählen');
    expect(
      await dialog.findByRole('radio', { name: /Lieferung an eine Adresse Ihrer Wahl \(209,24\s€\)/ }),
    ).toBeChecked();
    expect(
      dialog.getByRole('radio', { name: 'Lieferung im Rahmen eines Fahrzeugtauschs (Kostenlos)' }),
    ).not.toBeChecked();
    expect(
      dialog.getByText(
        /^Für Buchungen ab dem 15\.11\.2025 kostet die Lieferung an eine Adresse Ihrer Wahl 209,24\s€\. Die Lieferung im Rahmen eines Fahrzeugtauschs ist kostenlos\.$/,
      ),
    ).toBeInTheDocument();
  });

  it('asks for an address, a complete one and a 5-digit PLZ, then saves', async () => {
    const put = recorder({ status: 200, body: { data: { option: 'custom_delivery', fee: 20924 } } });
    renderApp('/orders/f-2002', {
      bff: bffWith({ ...OPTIONS, [`PUT ${ORDER}/delivery-option`]: put.handler }),
    });
    const dialog = await openAction('Lieferoption wählen');
    await dialog.findByRole('radio', { name: /Lieferung an eine Adresse Ihrer Wahl/ });
    await userEvent.click(dialog.getByRole('button', { name: 'Lieferoption speichern' }));
    expect(dialog.getByText('Bitte wählen Sie eine Adresse aus')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'An eine andere Adresse' }));
    await fill(dialog, 'PLZ', '123');
    await userEvent.click(dialog.getByRole('button', { name: 'Lieferoption speichern' }));
    expect(dialog.getAllByText('Bitte vervollständigen Sie die Angaben')).toHaveLength(3);
    expect(dialog.getByText('Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.')).toBeInTheDocument();
    expect(put.bodies).toEqual([]);
    await fill(dialog, 'Straße', 'Hafenstraße');
    await fill(dialog, 'Hausnummer', '7');
    await fill(dialog, 'PLZ', '20459');
    await fill(dialog, 'Stadt', 'Hamburg');
    await userEvent.click(dialog.getByRole('button', { name: 'Lieferoption speichern' }));
    await waitFor(() =>
      expect(put.bodies).toEqual([
        {
          option: 'custom_delivery',
          address: { street: 'Hafenstraße', houseNumber: '7', postalCode: '20459', city: 'Hamburg' },
        },
      ]),
    );
    expect(
      await screen.findByText('Die Lieferung an die gewählte Adresse wurde gespeichert.'),
    ).toBeInTheDocument();
  });

  it('says that the swap delivery needs a coordinated swap', async () => {
    renderApp('/orders/f-2002', {
      bff: bffWith({ ...OPTIONS, [`PUT ${ORDER}/delivery-option`]: failure(409, 'not_eligible') }),
    });
    const dialog = await openAction('Lieferoption wählen');
    await userEvent.click(
      await dialog.findByRole('radio', { name: /Lieferung im Rahmen eines Fahrzeugtauschs/ }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Lieferoption speichern' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Die Lieferung im Rahmen eines Fahrzeugtauschs ist erst möglich, wenn Sie einen Fahrzeugtausch koordiniert haben.',
    );
  });
});

describe('the transition vehicle dialog', () => {
  it('shows the terms of the chosen protection and requests the car', async () => {
    const post = recorder({
      status: 201,
      body: {
        data: {
          deliveryBy: '2026-11-30',
          kilometresPerMonth: 1000,
          protection: 'premium',
          fullCoverageDeductible: 50000,
          partialCoverageDeductible: 50000,
          tireAndWindshieldDeductible: 0,
        },
      },
    });
    renderApp('/orders/f-2002', { bff: bffWith({ [`POST ${ORDER}/transition-vehicle`]: post.handler }) });
    const dialog = await openAction('Übergangsfahrzeug anfragen');
    expect(
      dialog.getByText(/innerhalb von 7 Tagen nach Vertragsunterzeichnung, mit 1\.000 km pro Monat/),
    ).toBeInTheDocument();
    expect(dialog.getByText('1.000 km/Monat')).toBeInTheDocument();
    expect(dialog.getByText(/^1\.000\s€$/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: /^Premium/ }));
    expect(dialog.getAllByText(/^500\s€$/)).toHaveLength(2);
    await userEvent.click(
      dialog.getByRole('checkbox', { name: 'Reifen- und Scheibenschutz (Selbstbeteiligung: 0 €)' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Übergangsfahrzeug anfragen' }));
    expect(
      await dialog.findByText('Vielen Dank! Ihr Übergangsfahrzeug wird bis spätestens 30.11.2026 geliefert.'),
    ).toBeInTheDocument();
    expect(post.bodies).toEqual([{ protection: 'premium', tireAndWindshield: true }]);
  });

  it('says when the order cannot get a transition car', async () => {
    renderApp('/orders/f-2002', {
      bff: bffWith({ [`POST ${ORDER}/transition-vehicle`]: failure(409, 'not_eligible') }),
    });
    const dialog = await openAction('Übergangsfahrzeug anfragen');
    await userEvent.click(dialog.getByRole('button', { name: 'Übergangsfahrzeug anfragen' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Ein Übergangsfahrzeug ist nur für Bestellungen möglich, deren Fahrzeug noch nicht übergeben wurde, und nur einmal je Bestellung.',
    );
  });
});

describe('the company chooser', () => {
  const COMPANIES = { 'GET /portal/api/bff/companies': { status: 200, body: { data: [nordflotte] } } };
  const ASSIGN = 'POST /portal/api/bff/fleet/company-assignments';

  it('asks for a company, then books the order on it', async () => {
    const post = recorder(orderAnswer());
    renderApp('/orders/f-2002', { bff: bffWith({ ...COMPANIES, [ASSIGN]: post.handler }) });
    const dialog = await openAction('Unternehmen ändern');
    const choice = await dialog.findByRole('radio', { name: 'Nordflotte GmbH' });
    await userEvent.click(dialog.getByRole('button', { name: 'Unternehmen übernehmen' }));
    expect(dialog.getByText('Bitte wählen Sie ein Unternehmen aus.')).toBeInTheDocument();
    expect(post.bodies).toEqual([]);
    await userEvent.click(choice);
    await userEvent.click(dialog.getByRole('button', { name: 'Unternehmen übernehmen' }));
    await waitFor(() => expect(post.bodies).toEqual([{ orderId: 'f-2002', companyId: 'co-nordflotte' }]));
    expect(await screen.findByText('Das Unternehmen der Bestellung wurde geändert.')).toBeInTheDocument();
  });

  it.each([
    [422, 'no_company_selected', 'Bitte wählen Sie ein Unternehmen aus.'],
    [400, 'no_order_id', 'Es wurde keine Bestellung angegeben.'],
    [403, 'forbidden', 'Sie sind nicht berechtigt, das Unternehmen zu ändern.'],
    [404, 'order_not_found', 'Bestellung nicht gefunden.'],
    [500, 'general_error', 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.'],
    [422, 'invalid_company', 'Dieses Unternehmen kann für die Bestellung nicht gewählt werden.'],
  ])('answers %i %s with its message', async (status, code, message) => {
    renderApp('/orders/f-2002', { bff: bffWith({ ...COMPANIES, [ASSIGN]: failure(status, code) }) });
    const dialog = await openAction('Unternehmen ändern');
    await userEvent.click(await dialog.findByRole('radio', { name: 'Nordflotte GmbH' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Unternehmen übernehmen' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('the end-of-subscription options', () => {
  const running = {
    ...order,
    deal: aFleetCar({ id: 'f-2002', return_date: '2027-02-28' }),
    reservationExpiresAt: null,
    handover: null,
    actions: ['assign_driver', 'end_of_subscription', 'comment'],
  };
  const OPTIONS = {
    [`GET ${ORDER}/end-of-subscription-options`]: {
      status: 200,
      body: {
        data: {
          returnDate: '2027-02-28',
          returnPlanningOpensOn: '2027-01-14',
          options: [
            { option: 'prolong', available: true },
            { option: 'swap', available: true },
            { option: 'return', available: false },
            { option: 'buy', available: true },
          ],
        },
      },
    },
  };

  it('says from when the return can be planned (45 days before) and requests a purchase offer', async () => {
    const post = recorder({ status: 202, body: { ok: true } });
    renderApp('/orders/f-2002', {
      bff: bffWith({ ...OPTIONS, [`POST ${ORDER}/purchase-offer`]: post.handler }, nordAdmin, running),
    });
    const dialog = await openAction('Optionen zum Abo-Ende');
    expect(
      await dialog.findByText('Die Rückgabe kann ab dem 14.01.2027 geplant werden.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Das Abo endet am 28.02.2027.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Neues Fahrzeug wählen' })).toHaveAttribute(
      'href',
      '/subscribe?swap_subscription_id=f-2002',
    );
    expect(dialog.queryByRole('link', { name: 'Rückgabe planen' })).not.toBeInTheDocument();
    // No consumer prolongation flow: the account manager prolongs a fleet car.
    expect(
      dialog.getByText(
        'Für eine Verlängerung wenden Sie sich bitte an Ihre*n Kundenbetreuer*in. Sie*er erstellt Ihnen ein Angebot.',
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Abo verlängern' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Kaufangebot anfragen' }));
    expect(
      await dialog.findByText(
        'Vielen Dank! Ihr*e Kundenbetreuer*in meldet sich mit einem Kaufangebot bei Ihnen.',
      ),
    ).toBeInTheDocument();
    expect(post.bodies).toEqual([{}]);
  });

  it('offers to plan the return once its window is open', async () => {
    const open = {
      [`GET ${ORDER}/end-of-subscription-options`]: {
        status: 200,
        body: {
          data: {
            returnDate: '2026-12-20',
            returnPlanningOpensOn: '2026-11-05',
            options: [{ option: 'return', available: true }],
          },
        },
      },
    };
    renderApp('/orders/f-2002', { bff: bffWith(open, nordAdmin, running) });
    const dialog = await openAction('Optionen zum Abo-Ende');
    expect(await dialog.findByRole('link', { name: 'Rückgabe planen' })).toHaveAttribute(
      'href',
      '/orders/f-2002?modalName=MULTISTEP_EDIT_RETURN&dealId=f-2002',
    );
  });
});

describe('what a role is offered', () => {
  it('offers a driver what the BFF allows, without the admin’s contract and company chooser', async () => {
    const forDriver = {
      ...order,
      actions: ['assign_driver', 'coordinate_handover', 'choose_delivery_option', 'comment'],
    };
    renderApp('/orders/f-2002', { bff: bffWith({}, nordDriver, forDriver) });
    const actions = within(await screen.findByRole('region', { name: 'Aktionen' }));
    expect(actions.getByRole('button', { name: 'Übergabe koordinieren' })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Unternehmen ändern' })).not.toBeInTheDocument();
    expect(
      actions.queryByRole('button', { name: 'Vertrag öffnen und unterschreiben' }),
    ).not.toBeInTheDocument();
  });
});

describe('the e-mail verification and password reset messages', () => {
  const withDriver = (email = 'fahrer@nordflotte.example') => ({
    ...order,
    driver: { contactId: 'ct-2002', name: 'Fritz Fahrer', email },
  });
  const driverPanel = async () => within(await screen.findByRole('region', { name: 'Fahrer*in' }));

  const INVITATION = 'POST /portal/api/bff/fleet/contacts/ct-2002/invitation';

  it("sends the confirmation e-mail (the contact's invitation link) again and says so", async () => {
    const post = recorder({ status: 200, body: { ok: true } });
    renderApp('/orders/f-2002', {
      bff: bffWith({ [INVITATION]: post.handler }, nordAdmin, withDriver()),
    });
    await userEvent.click(
      (await driverPanel()).getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }),
    );
    const dialog = await dialogNamed('Bestätigungs-E-Mail gesendet');
    expect(
      dialog.getByText(/Wir haben Fritz Fahrer eine E-Mail an fahrer@nordflotte\.example gesendet/),
    ).toBeInTheDocument();
    expect(post.bodies).toHaveLength(1);
  });

  it('says why no confirmation e-mail was sent to a contact who has already accepted the invitation', async () => {
    const post = recorder({
      status: 409,
      body: { error: { code: 'conflict', message: 'Dieser Kontakt hat die Einladung bereits angenommen.' } },
    });
    renderApp('/orders/f-2002', { bff: bffWith({ [INVITATION]: post.handler }, nordAdmin, withDriver()) });
    await userEvent.click(
      (await driverPanel()).getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }),
    );
    expect(
      await screen.findByText('Keine E-Mail gesendet: Dieser Kontakt hat die Einladung bereits angenommen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bestätigungs-E-Mail gesendet' })).not.toBeInTheDocument();
  });

  it('sends a password reset link and says so', async () => {
    const post = recorder({ status: 200, body: { ok: true } });
    renderApp('/orders/f-2002', {
      bff: bffWith({ 'POST /portal/api/bff/auth/forgot-password': post.handler }, nordAdmin, withDriver()),
    });
    await userEvent.click(
      (await driverPanel()).getByRole('button', { name: 'Link zum Zurücksetzen des Passworts senden' }),
    );
    const dialog = await dialogNamed('Link zum Zurücksetzen gesendet');
    expect(
      dialog.getByText(/Wir haben Fritz Fahrer einen Link an fahrer@nordflotte\.example gesendet/),
    ).toBeInTheDocument();
  });

  it('shows the error toast when sending fails or the e-mail address is missing', async () => {
    const post = recorder(failure(500, 'internal'));
    const { unmount } = renderApp('/orders/f-2002', {
      bff: bffWith({ [INVITATION]: post.handler }, nordAdmin, withDriver()),
    });
    await userEvent.click(
      (await driverPanel()).getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }),
    );
    expect(
      await screen.findByText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
    unmount();
    const noAddress = recorder({ status: 200, body: { ok: true } });
    renderApp('/orders/f-2002', {
      bff: bffWith(
        { 'POST /portal/api/bff/auth/forgot-password': noAddress.handler },
        nordAdmin,
        withDriver(''),
      ),
    });
    await userEvent.click(
      (await driverPanel()).getByRole('button', { name: 'Link zum Zurücksetzen des Passworts senden' }),
    );
    expect(
      await screen.findByText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.'),
    ).toBeInTheDocument();
    expect(noAddress.bodies).toEqual([]);
  });

  it('is offered to admins only', async () => {
    renderApp('/orders/f-2002', { bff: bffWith({}, nordDriver, withDriver()) });
    const panel = await driverPanel();
    expect(panel.getByText('fahrer@nordflotte.example')).toBeInTheDocument();
    expect(
      panel.queryByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }),
    ).not.toBeInTheDocument();
  });
});
