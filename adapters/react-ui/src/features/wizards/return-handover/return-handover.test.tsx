// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { kimsProfile } from '../../../test/account-fixtures.ts';
import { dialogNamed } from '../../../test/dialogs.ts';
import { type Answer, renderApp, signedInAs } from '../../../test/render-app.tsx';
import { activeDeal, createdDeal, failure, formAnswer, now, withDeals } from '../test-fixtures.ts';

const slots = (date: string) => ({
  date,
  available_slots: [
    { formatted_time: '10:00 – 12:00', value: '10:00' },
    { formatted_time: '13:00 – 15:00', value: '13:00' },
  ],
});
const kimsAddress = {
  handover_firstname: 'Kim',
  handover_lastname: 'Kunde',
  handover_street: 'Leopoldstraße',
  handover_housenumber: '12',
  handover_zip: '80802',
  handover_city: 'München',
  handover_phone_number: '+4915123456789',
};

const returnBff = (
  deal: Record<string, unknown> = { ...activeDeal, ...kimsAddress },
  selfReturnDays: object[] = [slots('2026-12-11')],
  extra: Record<string, Answer | ((request: { body: unknown }) => Answer)> = {},
) => ({
  ...withDeals(deal as { id: string }),
  'GET /portal/api/bff/deals/d-1001/return': { status: 200, body: { data: {} } },
  'GET /portal/api/bff/deals/d-1001/return-metadata': ({ url }: { url: URL }) => ({
    status: 200,
    body: {
      data: {
        return_fee: 0,
        availabilities: url.searchParams.get('return_type') === 'PICKUP' ? [slots('2026-12-10')] : [],
        compound_locations: [{ street: 'Am Compound', house_number: '1', zip: '85748', city: 'Garching' }],
        self_return_availabilities: selfReturnDays,
      },
    },
  }),
  'POST /portal/api/bff/deals/d-1001/non-retention-comment': { status: 200, body: { ok: true } },
  'POST /portal/api/bff/deals/d-1001/return-change-fee': { status: 200, body: { data: { amount: 0 } } },
  ...extra,
});

const openReturn = async (bff: ReturnType<typeof returnBff>, user = signedInAs()) => {
  const app = renderApp('/mycars/d-1001?modalName=MULTISTEP_EDIT_RETURN', {
    now,
    bff: { ...bff, 'GET /portal/api/bff/auth/session': user },
  });
  return { app, dialog: await dialogNamed('Rückgabe planen') };
};

describe('the return wizard', () => {
  it('posts the reason as a non-retention comment, then asks for the return type', async () => {
    const { app, dialog } = await openReturn(returnBff());
    expect(await dialog.findByText('Warum gibst du dein Auto zurück?')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Dein Kommentar (optional)' }), 'Umzug');
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Wie möchtest du dein Auto zurückgeben?')).toBeInTheDocument();
    // The counter names the steps a return takes before the type is chosen, and keeps the number.
    expect(dialog.getByText('Schritt 2 von 6')).toBeInTheDocument();
    expect(app.calls).toContainEqual(
      expect.objectContaining({
        path: '/portal/api/bff/deals/d-1001/non-retention-comment',
        body: { comment: 'Umzug' },
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Abholung bei dir' }));
    expect(dialog.getByText('Schritt 2 von 6')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Schritt 3 von 6')).toBeInTheDocument();
  });

  it('skips the reason when the deal has a follow-up subscription', async () => {
    const { dialog } = await openReturn(
      returnBff({ ...activeDeal, ...kimsAddress, followup_subscription_id: 'd-1002' }),
    );
    expect(await dialog.findByText('Wie möchtest du dein Auto zurückgeben?')).toBeInTheDocument();
    expect(dialog.queryByText('Warum gibst du dein Auto zurück?')).toBeNull();
  });

  it('checks the pickup address: required, five digits, mainland only', async () => {
    const { dialog } = await openReturn(returnBff({ ...activeDeal, ...kimsAddress, return_type: 'PICKUP' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Wo sollen wir dein Auto abholen?')).toBeInTheDocument();
    const zip = dialog.getByRole('textbox', { name: /PLZ/ });
    await userEvent.clear(dialog.getByRole('textbox', { name: /Straße/ }));
    expect(await dialog.findByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    await userEvent.clear(zip);
    await userEvent.type(zip, '123');
    expect(await dialog.findByText('PLZ muss 5-stellig sein')).toBeInTheDocument();
    await userEvent.type(zip, '456');
    expect(await dialog.findByText('PLZ darf nur 5 Stellen haben')).toBeInTheDocument();
    await userEvent.clear(zip);
    await userEvent.type(zip, '25980');
    expect(await dialog.findByText('nur Orte auf dem Festland')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(dialog.getByText('Wo sollen wir dein Auto abholen?')).toBeInTheDocument();
  });

  it('keeps continue disabled for a self-return without self-return availability', async () => {
    const { dialog } = await openReturn(
      returnBff({ ...activeDeal, ...kimsAddress, followup_subscription_id: 'd-1002' }, []),
    );
    await userEvent.click(await dialog.findByRole('radio', { name: 'Selbst zurückbringen' }));
    expect(
      await dialog.findByText(/Für die Rückgabe am Rückgabeort gibt es gerade keine freien Termine/),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });

  it('shows the compound read-only, with the free date change up to 5 days before', async () => {
    const { dialog } = await openReturn(
      returnBff({ ...activeDeal, ...kimsAddress, followup_subscription_id: 'd-1002' }),
    );
    await userEvent.click(await dialog.findByRole('radio', { name: 'Selbst zurückbringen' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Am Compound 1, 85748 Garching')).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByRole('radio', { name: '11.12.2026' })).toBeChecked();
    expect(
      dialog.getByText('Du kannst das Datum bis 5 Tage vor dem Termin kostenlos ändern.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Kostenlos')).toBeInTheDocument();
  });

  it('asks the return fee only for a valid form with a type and no field focused', async () => {
    const { app, dialog } = await openReturn(
      returnBff({ ...activeDeal, ...kimsAddress, return_type: 'PICKUP' }),
    );
    const feeCalls = () =>
      app.calls.filter((call) => call.path === '/portal/api/bff/deals/d-1001/return-change-fee');
    await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByRole('radio', { name: '10.12.2026' })).toBeChecked();
    await waitFor(() => expect(feeCalls()).toHaveLength(1));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    const lastname = await dialog.findByRole('textbox', { name: /Nachname/ });
    await userEvent.type(lastname, 'x');
    expect(lastname).toHaveFocus();
    expect(feeCalls()).toHaveLength(1);
    lastname.blur();
    await waitFor(() => expect(feeCalls()).toHaveLength(2));
    expect(feeCalls()[1]?.body).toMatchObject({
      return_type: 'PICKUP',
      return_lastname: 'Kundex',
      preferred_return_date: '2026-12-10',
    });
    // An incomplete form asks nothing.
    await userEvent.clear(dialog.getByRole('textbox', { name: /Vorname/ }));
    dialog.getByRole('textbox', { name: /Vorname/ }).blur();
    expect(await dialog.findByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(feeCalls()).toHaveLength(2);
  });

  it('says when no appointment is left for the address', async () => {
    const { dialog } = await openReturn(
      returnBff(
        { ...activeDeal, ...kimsAddress, followup_subscription_id: 'd-1002' },
        [slots('2026-12-11')],
        {
          'PUT /portal/api/bff/deals/d-1001/return': failure(409, 'no_availabilities'),
        },
      ),
    );
    await userEvent.click(await dialog.findByRole('radio', { name: 'Selbst zurückbringen' }));
    for (const _ of [1, 2, 3, 4])
      await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Absenden' }));
    expect(
      await dialog.findByText('Keine verfügbaren Termine für die ausgewählte Adresse'),
    ).toBeInTheDocument();
  });

  it('speaks formally and hides the reason and, for a self-return, address and contact for business customers', async () => {
    const { dialog } = await openReturn(
      returnBff({ ...activeDeal, ...kimsAddress }),
      signedInAs({ email: 'admin@nordflotte.example', name: 'Nora Nord', kind: 'business' }),
    );
    expect(await dialog.findByText('Wie möchten Sie das Fahrzeug zurückgeben?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Selbst zurückbringen' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Hier bringen Sie das Fahrzeug hin')).toBeInTheDocument();
    expect(dialog.getByText('Schritt 2 von 4')).toBeInTheDocument();
  });
});

/** The content form `return` as an editor rearranged it: a notice first, the type in other words. */
const editedReturnForm = formAnswer({
  id: 'return',
  title: 'Rückgabe planen',
  steps: [
    {
      id: 'hinweis',
      title: 'Bevor wir dein Auto zurücknehmen',
      visibility: { type: 'not_equal', field: 'customer.kind', value: 'business' },
      fields: [
        { name: 'hinweis', kind: 'info', description: 'Bitte leg den Zweitschlüssel ins Handschuhfach.' },
        {
          name: 'gelesen',
          kind: 'checkbox',
          label: 'Ich habe den Hinweis gelesen.',
          validation: { required: true },
        },
      ],
    },
    {
      id: 'return-type',
      title: 'Abholen oder bringen?',
      fields: [
        {
          name: 'return_type',
          kind: 'radio',
          label: 'Art der Rückgabe',
          options: [
            { value: 'PICKUP', label: 'Wir holen es ab' },
            { value: 'SELF_RETURN', label: 'Du bringst es' },
          ],
        },
      ],
    },
    { id: 'overview', title: 'Alles richtig?', fields: [] },
  ],
});

describe('the return wizard laid out by its content form', () => {
  const withFollowUp = { ...activeDeal, ...kimsAddress, followup_subscription_id: 'd-1002' };

  it('shows a step the content adds, checked by the form engine, and the content’s words', async () => {
    const { dialog } = await openReturn(
      returnBff(withFollowUp, [slots('2026-12-11')], {
        'GET /portal/api/bff/content/forms/return': editedReturnForm,
      }),
    );
    expect(await dialog.findByText('Bevor wir dein Auto zurücknehmen')).toBeInTheDocument();
    expect(dialog.getByText('Bitte leg den Zweitschlüssel ins Handschuhfach.')).toBeInTheDocument();
    expect(dialog.getByText(/^Schritt 1 von \d+$/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Ich habe den Hinweis gelesen/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Abholen oder bringen?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Du bringst es' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    // Core's steps the content does not name follow the step core puts before them.
    expect(await dialog.findByText('Hier bringst du dein Auto hin')).toBeInTheDocument();
    expect(dialog.getByText(/^Schritt 3 von \d+$/)).toBeInTheDocument();
  });

  it('keeps the catalogue’s formal words and leaves the content’s own steps out for business customers', async () => {
    const { dialog } = await openReturn(
      returnBff(withFollowUp, [slots('2026-12-11')], {
        'GET /portal/api/bff/content/forms/return': editedReturnForm,
      }),
      signedInAs({ email: 'admin@nordflotte.example', name: 'Nora Nord', kind: 'business' }),
    );
    expect(await dialog.findByText('Wie möchten Sie das Fahrzeug zurückgeben?')).toBeInTheDocument();
    expect(dialog.getByText('Schritt 1 von 4')).toBeInTheDocument();
    expect(dialog.queryByText('Bevor wir dein Auto zurücknehmen')).toBeNull();
  });
});

const nordflotte = {
  id: 'co-nordflotte',
  name: 'Nordflotte GmbH',
  address: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
  phone: '+4940123456',
  invoicingInfo: {
    email: 'rechnung@nordflotte.example',
    ccEmail: null,
    costCenter: 'KST-100',
    paymentMethod: 'AUTOMATIC_DEBIT',
  },
  contactPerson: {
    firstName: 'Nora',
    lastName: 'Nord',
    email: 'admin@nordflotte.example',
    phone: '+4940123456',
  },
  bankAccount: null,
  paymentMethodChangeUrl: '/account/co-nordflotte/email',
};

describe('the return wizard of a fleet car', () => {
  const fleetBff = () =>
    returnBff({ ...activeDeal }, [slots('2026-12-11')], {
      'GET /portal/api/bff/fleet/settings/company': { status: 200, body: { data: nordflotte } },
      'PUT /portal/api/bff/deals/d-1001/return': {
        status: 200,
        body: { data: { return_type: 'PICKUP', preferred_delivery_date: '2026-12-10' } },
      },
    });

  it('prefills the pickup with the company, shows address, contact and fee on the overview and books it', async () => {
    const { app, dialog } = await openReturn(
      fleetBff(),
      signedInAs({ email: 'admin@nordflotte.example', name: 'Nora Nord', kind: 'business' }),
    );
    await userEvent.click(await dialog.findByRole('radio', { name: 'Abholung bei Ihnen' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Wo sollen wir das Fahrzeug abholen?')).toBeInTheDocument();
    expect(dialog.getByText(/Wir haben die Adresse Ihres Unternehmens eingetragen/)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Straße/ })).toHaveValue('Am Sandtorkai');
    expect(dialog.getByRole('textbox', { name: /PLZ/ })).toHaveValue('20457');
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByRole('radio', { name: '10.12.2026' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Wen erreichen wir bei der Abholung?')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Nora');
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Am Sandtorkai 50, 20457 Hamburg')).toBeInTheDocument();
    expect(dialog.getByText('Nora Nord, +4940123456')).toBeInTheDocument();
    expect(await dialog.findByText('Kostenlos')).toBeInTheDocument();
    const feeCall = app.calls.find((call) => call.path === '/portal/api/bff/deals/d-1001/return-change-fee');
    expect(feeCall?.body).toMatchObject({
      return_type: 'PICKUP',
      return_street: 'Am Sandtorkai',
      return_zip: '20457',
      return_firstname: 'Nora',
      return_phone_number: '+4940123456',
    });
    // A way to change them: back to the contact, another person, and the overview follows.
    await userEvent.click(dialog.getByRole('button', { name: 'Zurück' }));
    const firstname = await dialog.findByRole('textbox', { name: /Vorname/ });
    await userEvent.clear(firstname);
    await userEvent.type(firstname, 'Fritz');
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Fritz Nord, +4940123456')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    await waitFor(() =>
      expect(app.calls).toContainEqual(
        expect.objectContaining({
          path: '/portal/api/bff/deals/d-1001/return',
          body: expect.objectContaining({
            return_type: 'PICKUP',
            return_firstname: 'Fritz',
            return_city: 'Hamburg',
            slot: '10:00',
          }),
        }),
      ),
    );
  });
});

const contactProfile: Answer = {
  status: 200,
  body: {
    data: {
      ...kimsProfile,
      invoice_street: 'Hauptstraße',
      invoice_house_number: '5',
      zip: '10115',
      city: 'Berlin',
    },
  },
};

describe('the return wizard of a consumer', () => {
  const pickupBff = () =>
    returnBff({ ...activeDeal, ...kimsAddress, return_type: 'PICKUP' }, [slots('2026-12-11')], {
      'GET /portal/api/bff/profile': contactProfile,
      'PUT /portal/api/bff/deals/d-1001/return': {
        status: 200,
        body: { data: { return_type: 'PICKUP', preferred_delivery_date: '2026-12-10' } },
      },
    });

  it('offers the contact address for the pickup, with the address fields disabled while it is on', async () => {
    const { dialog } = await openReturn(pickupBff());
    await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    const same = await dialog.findByRole('checkbox', {
      name: 'Gleiche Adresse wie meine Kontaktadresse (Hauptstraße 5, 10115 Berlin)',
    });
    const street = dialog.getByRole('textbox', { name: /Straße/ });
    expect(street).toHaveValue('Leopoldstraße');
    expect(street).toBeEnabled();
    await userEvent.click(same);
    for (const [name, value] of [
      [/Straße/, 'Hauptstraße'],
      [/Hausnummer/, '5'],
      [/PLZ/, '10115'],
      [/Stadt/, 'Berlin'],
    ] as const) {
      expect(dialog.getByRole('textbox', { name })).toHaveValue(value);
      expect(dialog.getByRole('textbox', { name })).toBeDisabled();
    }
    await userEvent.click(same);
    expect(dialog.getByRole('textbox', { name: /Straße/ })).toBeEnabled();
  });

  it('shows the return instructions and, ticked, opens the pre-return appraisal once the return is booked', async () => {
    const { app, dialog } = await openReturn(pickupBff());
    for (const _ of [1, 2, 3, 4])
      await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    expect(
      await dialog.findByRole('heading', { name: 'So bereitest du die Rückgabe vor' }),
    ).toBeInTheDocument();
    expect(dialog.getByText('Reinige dein Auto innen und außen.')).toBeInTheDocument();
    await userEvent.click(
      dialog.getByRole('checkbox', {
        name: 'Ich möchte vor der Rückgabe einen Termin zur Vorab-Begutachtung vereinbaren.',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?modalName=onsite-appraisal-booking'));
    expect(app.router.state.location.pathname).toBe('/mycars/d-1001');
  });

  it('gives business customers neither the instructions nor the appraisal checkbox', async () => {
    const { dialog } = await openReturn(
      pickupBff(),
      signedInAs({ email: 'admin@nordflotte.example', name: 'Nora Nord', kind: 'business' }),
    );
    for (const _ of [1, 2, 3, 4])
      await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByRole('button', { name: 'Absenden' })).toBeInTheDocument();
    expect(dialog.queryByText('So bereitest du die Rückgabe vor')).toBeNull();
    expect(dialog.queryByRole('checkbox')).toBeNull();
  });
});

const handoverBff = (
  fee: { amount: number; fee: number; type?: string },
  days: object[] = [slots('2026-11-27')],
) => ({
  ...withDeals(createdDeal),
  'GET /portal/api/bff/deals/d-1002/handover': {
    status: 200,
    body: {
      data: {
        ...kimsAddress,
        planned_delivery_date: '2026-11-27',
        preferred_delivery_date: '2026-11-27',
        slot: { value: '10:00', formatted_time: '10:00 – 12:00' },
        availabilities: ['2026-11-27'],
      },
    },
  },
  'GET /portal/api/bff/deals/d-1002/handover-metadata': {
    status: 200,
    body: { data: { availabilities: days } },
  },
  'POST /portal/api/bff/deals/d-1002/handover-change-fee': { status: 200, body: { data: fee } },
});

const openHandover = async (bff: ReturnType<typeof handoverBff>) => {
  const app = renderApp('/mycars/d-1002?modalName=MULTISTEP_EDIT_HANDOVER', { now, bff });
  return { app, dialog: await dialogNamed('Übergabe bearbeiten') };
};

describe('the handover wizard', () => {
  it('announces the short-notice fee in the intro and asks it only with all eight fields filled', async () => {
    const { app, dialog } = await openHandover(
      handoverBff({ amount: 24_900, fee: 24_900, type: 'short_notice' }),
    );
    expect(await dialog.findByText(/Eine kurzfristige Änderung kostet 249\s€/)).toBeInTheDocument();
    const feeCalls = () =>
      app.calls.filter((call) => call.path === '/portal/api/bff/deals/d-1002/handover-change-fee');
    expect(feeCalls()).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.clear(await dialog.findByRole('textbox', { name: /Vorname/ }));
    expect(await dialog.findByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(feeCalls()).toHaveLength(1);
    await userEvent.type(dialog.getByRole('textbox', { name: /Vorname/ }), 'Alex');
    await waitFor(() => expect(feeCalls().length).toBeGreaterThan(1));
    expect(feeCalls().at(-1)?.body).toMatchObject({
      handover_firstname: 'Alex',
      preferred_handover_date: '2026-11-27',
    });
  });

  it('hides the intro when the change costs nothing', async () => {
    const { dialog } = await openHandover(handoverBff({ amount: 0, fee: 0 }));
    expect(await dialog.findByText('Wohin dürfen wir liefern?')).toBeInTheDocument();
    expect(dialog.getByText('Schritt 1 von 4')).toBeInTheDocument();
  });

  it('offers the contact address for the delivery, with the address fields disabled while it is on', async () => {
    const { dialog } = await openHandover({
      ...handoverBff({ amount: 0, fee: 0 }),
      'GET /portal/api/bff/profile': contactProfile,
    } as ReturnType<typeof handoverBff>);
    await userEvent.click(
      await dialog.findByRole('checkbox', {
        name: 'Gleiche Adresse wie meine Kontaktadresse (Hauptstraße 5, 10115 Berlin)',
      }),
    );
    expect(dialog.getByRole('textbox', { name: /Straße/ })).toHaveValue('Hauptstraße');
    expect(dialog.getByRole('textbox', { name: /Straße/ })).toBeDisabled();
    expect(dialog.getByRole('textbox', { name: /Stadt/ })).toHaveValue('Berlin');
    expect(dialog.getByRole('textbox', { name: /Vorname/ })).toBeEnabled();
  });

  it('gives business customers no intro and the business texts of the handover form', async () => {
    const bff = {
      ...handoverBff({ amount: 24_900, fee: 24_900, type: 'short_notice' }),
      'GET /portal/api/bff/auth/session': signedInAs({
        email: 'admin@nordflotte.example',
        name: 'Nora Nord',
        kind: 'business',
      }),
    };
    const { dialog } = await openHandover(bff);
    expect(await dialog.findByText('Wohin dürfen wir liefern?')).toBeInTheDocument();
    await userEvent.clear(dialog.getByRole('textbox', { name: /Vorname/ }));
    expect(await dialog.findByText('Vorname fehlt')).toBeInTheDocument();
    await userEvent.clear(dialog.getByRole('textbox', { name: /PLZ/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /PLZ/ }), '123');
    expect(
      await dialog.findByText('Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.'),
    ).toBeInTheDocument();
    await userEvent.clear(dialog.getByRole('textbox', { name: /PLZ/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /PLZ/ }), '80802');
    await userEvent.type(dialog.getByRole('textbox', { name: /Vorname/ }), 'Nora');
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Wie erreichen wir Sie?')).toBeInTheDocument();
    await userEvent.clear(dialog.getByRole('textbox', { name: /Telefonnummer/ }));
    expect(await dialog.findByText('Telefonnummer fehlt')).toBeInTheDocument();
  });

  it('keeps continue disabled with zero availabilities and says so', async () => {
    const { dialog } = await openHandover(handoverBff({ amount: 0, fee: 0 }, []));
    expect(
      await dialog.findByText('Keine verfügbaren Termine für die ausgewählte Adresse'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  });
});

describe('the handover wizard laid out by its content form', () => {
  it('asks for the contact before the appointment when the content says so, in the content’s words', async () => {
    renderApp('/mycars/d-1002?modalName=MULTISTEP_EDIT_HANDOVER', {
      now,
      bff: {
        ...handoverBff({ amount: 0, fee: 0 }),
        'GET /portal/api/bff/content/forms/handover': formAnswer({
          id: 'handover',
          title: 'Lieferung ändern',
          steps: [
            {
              id: 'address',
              title: 'Wohin kommt dein Auto?',
              fields: [{ name: 'handover_street', kind: 'text', label: 'Straße und Weg' }],
            },
            { id: 'contact', title: 'Deine Telefonnummer', fields: [] },
            { id: 'appointment', title: 'Dein Liefertag', fields: [] },
            { id: 'overview', title: 'Passt alles?', fields: [] },
          ],
        }),
      },
    });
    const dialog = await dialogNamed('Lieferung ändern');
    expect(await dialog.findByText('Wohin kommt dein Auto?')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Straße und Weg/ })).toHaveValue('Leopoldstraße');
    // Fields the content does not name keep the catalogue's labels.
    expect(dialog.getByRole('textbox', { name: /Hausnummer/ })).toHaveValue('12');
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Deine Telefonnummer')).toBeInTheDocument();
    expect(dialog.getByText('Schritt 2 von 4')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Dein Liefertag')).toBeInTheDocument();
    await userEvent.click(await dialog.findByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Passt alles?')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Absenden' })).toBeInTheDocument();
  });
});

const pickupBff = (answer: Answer) => ({
  ...withDeals(createdDeal),
  'POST /portal/api/bff/deals/d-1002/self-pickup': answer,
});

const chooseSlot = async (answer: Answer) => {
  renderApp('/mycars/d-1002?modalName=handover-self-pickup', { now, bff: pickupBff(answer) });
  const dialog = await dialogNamed('Selbst abholen');
  expect(await dialog.findByText(/Statt 249 € Liefergebühr zahlst du nur 149 €/)).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
  await userEvent.click(await dialog.findByRole('button', { name: 'Absenden' }));
  expect(await dialog.findByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
  expect(dialog.getAllByRole('radio')).toHaveLength(11);
  await userEvent.click(dialog.getByRole('radio', { name: '10:00 – 11:00 Uhr' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
};

describe('self-pickup', () => {
  it('says the offer has expired', async () => {
    await chooseSlot(failure(410, 'offer_expired'));
    expect(await dialogNamed('Angebot abgelaufen')).toBeDefined();
  });

  it('says the pickup is already booked', async () => {
    await chooseSlot(failure(409, 'already_booked'));
    expect(await dialogNamed('Abholung bereits hinterlegt')).toBeDefined();
  });
});

describe('self-pickup laid out by its content form', () => {
  it('reads the content’s texts with core’s amounts in them, and its slot first when it says so', async () => {
    renderApp('/mycars/d-1002?modalName=handover-self-pickup', {
      now,
      bff: {
        ...pickupBff({ status: 200, body: { data: { ok: true } } }),
        'GET /portal/api/bff/content/forms/handover-self-pickup': formAnswer({
          id: 'handover-self-pickup',
          title: 'An der Station abholen',
          steps: [
            {
              id: 'slot',
              title: 'Deine Abholzeit',
              fields: [
                {
                  name: 'slot',
                  kind: 'radio',
                  label: 'Zeitfenster',
                  options: [{ value: 9, label: 'Morgens um neun' }],
                },
              ],
            },
            {
              id: 'intro',
              title: 'Du sparst {saving}',
              fields: [{ name: 'offer', kind: 'info', description: 'Nur {pickup} statt {delivery}.' }],
            },
          ],
        }),
      },
    });
    const dialog = await dialogNamed('An der Station abholen');
    expect(await dialog.findByText('Deine Abholzeit')).toBeInTheDocument();
    // The choices stay core's eleven hours; the content names the one it words.
    expect(dialog.getAllByRole('radio')).toHaveLength(11);
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Morgens um neun' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText(/^Du sparst 100\s€$/)).toBeInTheDocument();
    expect(dialog.getByText(/^Nur 149\s€ statt 249\s€\.$/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Absenden' })).toBeInTheDocument();
  });
});

describe('the power of attorney for the handover', () => {
  it('asks for the authorised person, shows the fee and sends their name with the booked handover', async () => {
    const bff = {
      ...handoverBff({ amount: 24_900, fee: 24_900, type: 'short_notice' }),
      'PUT /portal/api/bff/deals/d-1002/handover': { status: 200, body: { data: {} } },
    };
    const view = renderApp('/mycars/d-1002?modalName=power-of-attorney-handover', { now, bff });
    const dialog = await dialogNamed('Vollmacht für die Übergabe');
    expect(await dialog.findByText('Wer nimmt dein Auto für dich entgegen?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(3);
    await userEvent.type(dialog.getByRole('textbox', { name: /Vorname/ }), 'Alex');
    await userEvent.type(dialog.getByRole('textbox', { name: /Nachname/ }), 'Bote');
    await userEvent.type(dialog.getByRole('textbox', { name: /Telefonnummer/ }), '030-abc');
    expect(
      await dialog.findByText(
        'Bitte gib eine gültige Telefonnummer ein, z. B. 030 12345678 oder +49 151 23456789.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(dialog.getByRole('textbox', { name: /Telefonnummer/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Telefonnummer/ }), '030 12345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText(/249\s€ \(kurzfristige Änderung\)/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(view.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      handover_firstname: 'Alex',
      handover_lastname: 'Bote',
      handover_phone_number: '030 12345678',
      handover_street: 'Leopoldstraße',
      preferred_handover_date: '2026-11-27',
      slot: '10:00',
    });
  });
});
