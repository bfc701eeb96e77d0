// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { maskDate } from '../../lib/date-mask.ts';
import { dialogNamed } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';
import { activeDeal, createdDeal, failure, formAnswer, now, withDeals } from './test-fixtures.ts';

// The engine runs under a modal that stays a content form (the cancellation has its own wizard).
const FORM_PATH = 'GET /portal/api/bff/content/forms/deposit-refund-details';
const SUBMIT = 'PUT /portal/api/bff/deals/d-1001/cancellation';

/** A form that exercises the engine: two steps, a field and a step with visibility rules, a mapped body. */
const engineForm = {
  id: 'cancelation',
  title: 'Testformular',
  steps: [
    {
      id: 'person',
      title: 'Wer bist du?',
      fields: [
        {
          name: 'name',
          kind: 'text',
          label: 'Name',
          validation: {
            required: true,
            requiredMessage: 'Bitte gib deinen Namen an.',
            minLength: { value: 3 },
          },
        },
        {
          name: 'birthday',
          kind: 'date',
          label: 'Geburtstag',
          validation: { required: true, minAge: { value: 18 } },
        },
        { name: 'business', kind: 'checkbox', label: 'Ich bin Geschäftskunde' },
        {
          name: 'company',
          kind: 'text',
          label: 'Firma',
          validation: { required: true },
          visibility: { type: 'truthy', field: 'form.business' },
        },
      ],
    },
    {
      id: 'bank',
      title: 'Bankverbindung',
      visibility: { type: 'equal', field: 'deal.state', value: 'ACTIVE' },
      fields: [
        { name: 'iban', kind: 'iban', label: 'IBAN', validation: { required: true, iban: {} } },
        {
          name: 'km',
          kind: 'number',
          label: 'Kilometer',
          validation: { integer: {}, maximumValue: { value: 999_999 } },
        },
        {
          name: 'phone',
          kind: 'phone',
          label: 'Telefon',
          validation: { phone: {}, maxLength: { value: 30 } },
        },
        { name: 'terms', kind: 'checkbox', label: 'Ich stimme zu', validation: { required: true } },
      ],
      endpoint: {
        path: '/portal/api/bff/deals/{subscription_id}/cancellation',
        method: 'PUT',
        body: {
          holder: 'name',
          'bank.iban': 'iban',
          km: 'km',
          company: 'company',
          dealId: { data: 'deal.id' },
          kind: { const: 'test' },
        },
        successAction: { type: 'modal', modal: 'request-success-modal', title: 'Deine Anfrage ist da' },
        errorAction: {
          type: 'modal',
          modal: 'request-error-modal',
          title: 'Das hat leider nicht geklappt',
          confirmLabel: 'Erneut versuchen',
          cancelLabel: 'Abbrechen',
        },
      },
    },
  ],
};

const open = (deal: { id: string } = activeDeal, more: Record<string, Answer | (() => Answer)> = {}) =>
  renderApp(`/mycars/${deal.id}?modalName=deposit-refund-details`, {
    now,
    bff: { ...withDeals(deal), [FORM_PATH]: formAnswer(engineForm), ...more },
  });

const fillPerson = async () => {
  await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Alex');
  await userEvent.type(screen.getByRole('textbox', { name: /^Geburtstag/ }), '01011990');
};

describe('the form engine’s UI', () => {
  it('types dates as DD.MM.YYYY', () => {
    expect(maskDate('0101')).toBe('01.01');
    expect(maskDate('01a01.19901')).toBe('01.01.1990');
  });

  it('validates on change and the whole step on next, with the content’s or the catalogue’s texts', async () => {
    open();
    const dialog = await dialogNamed('Testformular');
    expect(await dialog.findByText('Schritt 1 von 2')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(dialog.getByText('Bitte gib deinen Namen an.')).toBeInTheDocument();
    expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Al');
    expect(dialog.getByText('Bitte gib mindestens 3 Zeichen ein.')).toBeInTheDocument();
    const birthday = dialog.getByRole('textbox', { name: /^Geburtstag/ });
    await userEvent.type(birthday, '01012015');
    expect(birthday).toHaveValue('01.01.2015');
    expect(dialog.getByText('Du musst mindestens 18 Jahre alt sein.')).toBeInTheDocument();
  });

  it('skips hidden fields and checks them once they show', async () => {
    open();
    const dialog = await dialogNamed('Testformular');
    await fillPerson();
    expect(dialog.queryByRole('textbox', { name: /^Firma/ })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Ich bin Geschäftskunde' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Ich bin Geschäftskunde' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Schritt 2 von 2')).toBeInTheDocument();
  });

  it('goes back with the values kept; the last step’s next is submit', async () => {
    open();
    const dialog = await dialogNamed('Testformular');
    await fillPerson();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByRole('heading', { name: 'Bankverbindung' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Absenden' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Zurück' }));
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Alex');
  });

  it('checks a regional phone number and the maximum length; an empty optional field passes', async () => {
    open();
    const dialog = await dialogNamed('Testformular');
    await fillPerson();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    const phone = await dialog.findByRole('textbox', { name: /^Telefon/ });
    await userEvent.type(phone, '12ab');
    expect(dialog.getByText('Bitte gib eine gültige Telefonnummer ein.')).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '0'.repeat(31));
    expect(dialog.getByText('Bitte gib höchstens 30 Zeichen ein.')).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '030 12345678');
    expect(dialog.queryByText(/Telefonnummer|höchstens/)).not.toBeInTheDocument();
    await userEvent.clear(phone);
    expect(dialog.queryByText('Dies ist ein Pflichtfeld.')).not.toBeInTheDocument();
  });

  it('hides a step by its rule: the first step is then the last', async () => {
    open(createdDeal);
    const dialog = await dialogNamed('Testformular');
    expect(await dialog.findByRole('button', { name: 'Absenden' })).toBeInTheDocument();
    expect(dialog.queryByText('Schritt 1 von 2')).not.toBeInTheDocument();
  });

  it('submits the mapped body to the configured endpoint and method, then shows the success modal', async () => {
    const view = open(activeDeal, { [SUBMIT]: { status: 200, body: { ok: true } } });
    const dialog = await dialogNamed('Testformular');
    await fillPerson();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /^IBAN/ }), 'DE00 1234');
    expect(
      dialog.getByText('Bitte gib eine gültige IBAN ein, z. B. DE89 3704 0044 0532 0130 00.'),
    ).toBeInTheDocument();
    await userEvent.clear(dialog.getByRole('textbox', { name: /^IBAN/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^IBAN/ }), 'DE89 3704 0044 0532 0130 00');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Kilometer/ }), '12,5');
    expect(dialog.getByText('Bitte gib eine ganze Zahl ohne Punkt oder Komma ein.')).toBeInTheDocument();
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Kilometer/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Kilometer/ }), '1000000');
    expect(dialog.getByText('Der Wert darf höchstens 999.999 betragen.')).toBeInTheDocument();
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Kilometer/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Kilometer/ }), '15300');
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(view.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Ich stimme zu' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    const success = await dialogNamed('Deine Anfrage ist da');
    expect(view.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/portal/api/bff/deals/d-1001/cancellation',
      body: {
        holder: 'Alex',
        bank: { iban: 'DE89 3704 0044 0532 0130 00' },
        km: '15300',
        dealId: 'd-1001',
        kind: 'test',
      },
    });
    expect(view.calls.find((call) => call.method === 'PUT')?.body).not.toHaveProperty('company');
    await userEvent.click(success.getByText('Schließen', { selector: 'button' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('runs the configured error action on a failed call, and submits again on retry', async () => {
    let attempts = 0;
    const view = open(activeDeal, {
      [SUBMIT]: () =>
        ++attempts === 1 ? failure(500, 'general_error') : { status: 200, body: { ok: true } },
    });
    const dialog = await dialogNamed('Testformular');
    await fillPerson();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /^IBAN/ }), 'DE89370400440532013000');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Ich stimme zu' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    const error = await dialogNamed('Das hat leider nicht geklappt');
    expect(error.getByText('+49 30 12345678')).toBeInTheDocument();
    await userEvent.click(error.getByRole('button', { name: 'Erneut versuchen' }));
    await dialogNamed('Deine Anfrage ist da');
    expect(view.calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });
});

describe('file fields', () => {
  const photoForm = {
    id: 'report-damage',
    title: 'Schaden melden',
    steps: [
      {
        id: 'photos',
        fields: [
          {
            name: 'image_locations',
            kind: 'file',
            label: 'Fotos',
            multiple: true,
            validation: {
              required: true,
              maxSize: { value: 6_291_456, message: 'Einige Dateien sind zu groß.' },
              allowedExtensions: { value: ['jpg', 'png'] },
            },
          },
        ],
        endpoint: {
          path: '/portal/api/bff/deals/{subscription_id}/damage-reports',
          body: { image_locations: 'image_locations' },
          successAction: { type: 'toast', message: 'Danke für deine Anfrage', closeModal: true },
        },
      },
    ],
  };
  const UPLOAD = 'POST /portal/api/bff/active-fleet/damage-reports/images';

  it('upload as they are chosen and block submit while they upload', async () => {
    // Settled by the test whenever it likes: the upload may reach the BFF after release() is called
    // (the client loads the upload route's codecs first).
    let release: (answer: Answer) => void = () => {};
    const uploaded = new Promise<Answer>((resolve) => (release = resolve));
    const view = renderApp('/mycars/d-1001?modalName=REPORT_DAMAGE_MODAL', {
      now,
      bff: {
        ...withDeals(activeDeal),
        'GET /portal/api/bff/content/forms/report-damage': formAnswer(photoForm),
        'GET /portal/api/bff/deals': { status: 200, body: { data: [activeDeal] } },
        [UPLOAD]: () => uploaded,
        'POST /portal/api/bff/deals/d-1001/damage-reports': {
          status: 201,
          body: { data: { id: 'dr-9', created_date: '2026-11-23T10:00:00Z' } },
        },
      },
    });
    const dialog = await dialogNamed('Schaden melden');
    await userEvent.upload(
      await dialog.findByLabelText(/^Fotos/, { selector: 'input' }),
      new File(['jpeg'], 'kratzer.jpg', { type: 'image/jpeg' }),
    );
    expect(await dialog.findByText('Die Fotos werden noch hochgeladen …')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Absenden' })).toBeDisabled();
    release({ status: 200, body: { path: { location: '/portal/api/bff/uploads/d-1001/kratzer.jpg' } } });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Absenden' })).toBeEnabled());
    expect(dialog.queryByText('Die Fotos werden noch hochgeladen …')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Danke für deine Anfrage')).toBeInTheDocument();
    // The damage flow sends the typed report: the photos by their locations (damage-service/).
    expect(view.calls.find((call) => call.path.endsWith('/damage-reports'))?.body).toMatchObject({
      image_locations: ['/portal/api/bff/uploads/d-1001/kratzer.jpg'],
    });
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('upload none when one is too large or of another type', async () => {
    const view = renderApp('/mycars/d-1001?modalName=REPORT_DAMAGE_MODAL', {
      now,
      bff: {
        ...withDeals(activeDeal),
        'GET /portal/api/bff/deals': { status: 200, body: { data: [activeDeal] } },
        'GET /portal/api/bff/content/forms/report-damage': formAnswer(photoForm),
      },
    });
    const dialog = await dialogNamed('Schaden melden');
    const input = await dialog.findByLabelText(/^Fotos/, { selector: 'input' });
    await userEvent.upload(input, [
      new File(['jpeg'], 'klein.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(6_291_457)], 'gross.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await dialog.findByText('Einige Dateien sind zu groß.')).toBeInTheDocument();
    await userEvent.upload(input, new File(['pdf'], 'vertrag.pdf', { type: 'application/pdf' }));
    expect(
      await dialog.findByText('Diese Datei hat kein unterstütztes Dateiformat (jpg / png).'),
    ).toBeInTheDocument();
    expect(view.calls.filter((call) => call.path.endsWith('/images'))).toEqual([]);
  });
  it('send their files with the step as multipart when the form does not upload them first', async () => {
    const proofForm = {
      id: 'cancelation',
      title: 'Abo kündigen',
      steps: [
        {
          id: 'documents',
          fields: [
            {
              name: 'cancelation_reason_code',
              kind: 'select',
              label: 'Grund',
              options: [{ value: 'health', label: 'Gesundheit' }],
              validation: { required: true },
            },
            {
              name: 'documents',
              kind: 'file',
              label: 'Nachweis',
              multiple: true,
              validation: { required: true, maxSize: { value: 10_485_760 } },
            },
          ],
          endpoint: {
            path: '/portal/api/bff/deals/{subscription_id}/cancellation',
            body: { cancelation_reason_code: 'cancelation_reason_code', documents: 'documents' },
            successAction: {
              type: 'modal',
              modal: 'request-success-modal',
              title: 'Deine Kündigungsanfrage ist eingegangen',
            },
          },
        },
      ],
    };
    const view = renderApp('/mycars/d-1001?modalName=deposit-refund-details', {
      now,
      bff: {
        ...withDeals(activeDeal),
        [FORM_PATH]: formAnswer(proofForm),
        'POST /portal/api/bff/deals/d-1001/cancellation': { status: 201, body: { ok: true } },
      },
    });
    const dialog = await dialogNamed('Abo kündigen');
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    expect(dialog.getAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(2);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /^Grund/ }), 'health');
    await userEvent.upload(
      dialog.getByLabelText(/^Nachweis/, { selector: 'input' }),
      new File(['%PDF'], 'attest.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    await dialogNamed('Deine Kündigungsanfrage ist eingegangen');
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({
      cancelation_reason_code: 'health',
      documents: 'attest.pdf',
    });
    expect(view.calls.filter((call) => call.path.endsWith('/images'))).toEqual([]);
  });
});
