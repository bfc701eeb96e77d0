// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';

const now = new Date('2026-11-23T10:00:00Z');
const added = {
  id: 'drv-2',
  firstname: 'Luca',
  lastname: 'Kunde',
  status: 'pending',
  relationship_type: 'relative_type_1',
};

type Handler = Answer | (() => Answer | Promise<Answer>);
const bffWith = (add: Handler = { status: 201, body: { data: added } }) => ({
  'GET /portal/api/bff/auth/session': signedInAs(),
  'POST /portal/api/bff/drivers': add,
  'GET /portal/api/bff/drivers': { status: 200, body: { data: [added] } },
});

const image = (name: string, size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const user = userEvent.setup({ applyAccept: false });
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = () => user.click(screen.getByRole('button', { name: 'Fahrer:in hinzufügen' }));

const fillForm = async (
  changes: { dateOfBirth?: string; issueDate?: string; front?: File; back?: File; consents?: boolean } = {},
) => {
  await screen.findByRole('heading', { name: 'Fahrer:in hinzufügen' });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Beziehung zu dir/ }), 'relative_type_1');
  await user.type(textbox('Vorname'), 'Luca');
  await user.type(textbox('Nachname'), 'Kunde');
  await user.type(textbox('Geburtsdatum'), changes.dateOfBirth ?? '02.07.1998');
  await user.upload(screen.getByLabelText(/^Führerschein Vorderseite/), changes.front ?? image('vorne.jpg'));
  await user.upload(screen.getByLabelText(/^Führerschein Rückseite/), changes.back ?? image('hinten.pdf'));
  await user.type(textbox('Ausstellungsdatum'), changes.issueDate ?? '15.08.2016');
  if (changes.consents !== false) {
    await user.click(screen.getByRole('checkbox', { name: /Bedingungen für Zusatzfahrer/ }));
    await user.click(screen.getByRole('checkbox', { name: /wahrheitsgemäß/ }));
  }
};

describe('the add-driver page', () => {
  it('requires every field and both consents, and sends nothing until then', async () => {
    const { calls } = renderApp('/myaccount/drivers/add', { now, bff: bffWith() });
    await screen.findByRole('heading', { name: 'Fahrer:in hinzufügen' });
    await submit();
    expect(screen.getAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(9);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says the 2-year licence rule once, as the page applies it: a fee from 23, a condition under 23', async () => {
    renderApp('/myaccount/drivers/add', { now, bff: bffWith() });
    const conditions = await screen.findByText(/^Zusätzliche Fahrer:innen sind kostenlos/);
    expect(conditions).toHaveTextContent(
      'mit einem Führerschein, der seit weniger als 2 Jahren besteht, kostet es 19 € im Monat.',
    );
    // The licence condition names whom it binds, so it does not take back the fee's "under 2 years".
    expect(conditions).toHaveTextContent(
      'wer unter 23 ist, muss ihn seit mindestens 2 Jahren ununterbrochen haben.',
    );
    expect(conditions.textContent).not.toMatch(/Klasse B sein, seit 2 Jahren/);
  });

  it('refuses a driver younger than 17', async () => {
    renderApp('/myaccount/drivers/add', { now, bff: bffWith() });
    await fillForm({ dateOfBirth: '24.11.2009' });
    expect(refusal()).toHaveTextContent('Du musst mindestens 17 Jahre alt sein.');
    await submit();
    expect(screen.getAllByText('Du musst mindestens 17 Jahre alt sein.')).toHaveLength(2);
  });

  it('refuses a date not in the form DD.MM.YYYY', async () => {
    renderApp('/myaccount/drivers/add', { now, bff: bffWith() });
    await fillForm({ dateOfBirth: '31.04.1998' });
    await submit();
    expect(screen.getByText('Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.')).toBeInTheDocument();
  });

  it('refuses a licence file above 10 MB and one of another format', async () => {
    renderApp('/myaccount/drivers/add', { now, bff: bffWith() });
    await fillForm({ front: image('vorne.jpg', 10_485_761), back: image('hinten.gif') });
    await submit();
    expect(screen.getByText('Diese Datei ist zu groß (Maximalgröße 10 MB).')).toBeInTheDocument();
    expect(
      screen.getByText('Diese Datei hat kein unterstütztes Dateiformat (png / jpg / pdf / heic).'),
    ).toBeInTheDocument();
  });

  it('uploads both sides of the licence with progress, then shows the driver list', async () => {
    // Settled by the test whenever it likes, before or after the request reaches the BFF.
    let answer: (value: Answer) => void = () => {};
    const pending = new Promise<Answer>((resolve) => (answer = resolve));
    const { calls, router } = renderApp('/myaccount/drivers/add', {
      now,
      bff: bffWith(() => pending),
    });
    await fillForm();
    await submit();
    expect(await screen.findByText('Führerschein wird hochgeladen … 0 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    answer({ status: 201, body: { data: added } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/drivers'));
    expect(
      await screen.findByText('Die Fahrer:in wurde hinzugefügt. Wir prüfen jetzt den Führerschein.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      relationship_type: 'relative_type_1',
      firstname: 'Luca',
      lastname: 'Kunde',
      date_of_birth: '1998-07-02',
      driver_license_issue_date: '2016-08-15',
      agreed_to_terms: 'true',
      confirmed_truthful_data: 'true',
      dl_front: 'vorne.jpg',
      dl_back: 'hinten.pdf',
    });
  });

  const refusal = () =>
    screen.getByText('Diese:n Fahrer:in können wir leider nicht hinzufügen').closest('[aria-live]');
  const feeNote = () => screen.getByText('Monatlicher Preis für diese:n Fahrer:in').closest('[aria-live]');

  it('shows the monthly price before the customer submits: free for a driver of 28 with an old licence', async () => {
    renderApp('/myaccount/drivers/add', { now, bff: bffWith() });
    await screen.findByRole('heading', { name: 'Fahrer:in hinzufügen' });
    expect(feeNote()).toHaveTextContent(
      'Den Preis zeigen wir, sobald Geburtsdatum und Ausstellungsdatum eingegeben sind.',
    );
    await fillForm();
    expect(feeNote()).toHaveTextContent('Kostenlos');
  });

  it('shows 19 € a month and why, for a driver under 23, over 65 or with a licence under 2 years', async () => {
    renderApp('/myaccount/drivers/add', { now, bff: bffWith() });
    await fillForm({ dateOfBirth: '24.11.2003', issueDate: '01.06.2021' });
    expect(feeNote()).toHaveTextContent('19 € im Monat Grund: unter 23 Jahre');
    await user.clear(textbox('Geburtsdatum'));
    await user.type(textbox('Geburtsdatum'), '01.01.1950');
    expect(feeNote()).toHaveTextContent('19 € im Monat Grund: über 65 Jahre');
    await user.clear(textbox('Geburtsdatum'));
    await user.type(textbox('Geburtsdatum'), '01.01.1990');
    await user.clear(textbox('Ausstellungsdatum'));
    await user.type(textbox('Ausstellungsdatum'), '24.11.2024');
    expect(feeNote()).toHaveTextContent('19 € im Monat Grund: Führerschein seit weniger als 2 Jahren');
  });

  it('refuses a driver under 23 whose licence is under 2 years old before quoting, and sends nothing', async () => {
    const { calls } = renderApp('/myaccount/drivers/add', { now, bff: bffWith() });
    await fillForm({ dateOfBirth: '24.11.2006', issueDate: '24.11.2025' });
    const criteria =
      'Unsere Fahrzeuge sind für Fahrer:innen unter 23 Jahren nur verfügbar, wenn der Führerschein seit mindestens 2 Jahren ununterbrochen gilt.';
    // No price for a driver the BFF would refuse: the refusal stands where the price would.
    expect(refusal()).toHaveTextContent(criteria);
    expect(screen.queryByText('Monatlicher Preis für diese:n Fahrer:in')).not.toBeInTheDocument();
    expect(screen.queryByText(/^19(,00)?\s€( im Monat)?$/)).not.toBeInTheDocument();
    await submit();
    expect(screen.getAllByText(criteria)).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('confirms what is charged once the driver is added', async () => {
    const charged = { ...added, monthly_fee: 1900, fee_reasons: ['over_65'] };
    const { router } = renderApp('/myaccount/drivers/add', {
      now,
      bff: {
        ...bffWith({ status: 201, body: { data: charged } }),
        'GET /portal/api/bff/drivers': { status: 200, body: { data: [charged] } },
      },
    });
    await fillForm({ dateOfBirth: '01.01.1950', issueDate: '01.01.1970' });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/drivers'));
    expect(
      await screen.findByText(
        /Die Fahrer:in wurde hinzugefügt\. Wir prüfen jetzt den Führerschein\. Für diese:n Fahrer:in berechnen wir 19 € im Monat\./,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Zusatzfahrer-Gebühr: 19 € im Monat')).toBeInTheDocument();
  });

  const serverErrors: [string, number, string][] = [
    ['dob_age_limits_exceeded', 422, 'Der oder die Fahrer:in entspricht nicht unseren Altersanforderungen.'],
    [
      'dob_young_driver_criteria_unmet',
      422,
      'Unsere Fahrzeuge sind für Fahrer:innen unter 23 Jahren nur verfügbar, wenn der Führerschein seit mindestens 2 Jahren ununterbrochen gilt.',
    ],
    ['agree_to_terms_invalid', 422, 'Bitte stimme den Bedingungen für Zusatzfahrer:innen zu.'],
    ['truthful_data_invalid', 422, 'Bitte bestätige, dass deine Angaben wahrheitsgemäß sind.'],
    ['driver_already_exists', 409, 'Dieser Fahrer wurde bereits als Zweitfahrer hinzugefügt'],
    ['upload_too_large', 413, 'Diese Datei ist zu groß (Maximalgröße 10 MB).'],
    [
      'upload_type_not_allowed',
      415,
      'Diese Datei hat kein unterstütztes Dateiformat (png / jpg / pdf / heic).',
    ],
    [
      'general_error',
      500,
      'Ein unerwarteter Fehler ist aufgetreten. Bitte wende dich an unseren Kundenservice unter +49 30 12345678 – wir sind täglich von 8:00 bis 20:00 Uhr für dich da.',
    ],
  ];
  for (const [code, status, message] of serverErrors) {
    it(`shows the text of the server error ${code}`, async () => {
      renderApp('/myaccount/drivers/add', { now, bff: bffWith(failure(status, code)) });
      await fillForm();
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    });
  }
});
