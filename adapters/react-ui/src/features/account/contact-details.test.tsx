// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, kimsProfile } from '../../test/account-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';

type Handler = Answer | ((request: { body: unknown }) => Answer | Promise<Answer>);
const bffWith = (profile: Handler, update: Handler = failure(500, 'general_error')) => ({
  'GET /portal/api/bff/auth/session': signedInAs(),
  'GET /portal/api/bff/profile': profile,
  'PATCH /portal/api/bff/profile': update,
});
const profileAnswer = (changes: object = {}): Answer => ({
  status: 200,
  body: { data: { ...kimsProfile, ...changes } },
});
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
const retype = async (name: string, value: string) => {
  await userEvent.clear(field(name));
  if (value) await userEvent.type(field(name), value);
};

describe('/myaccount/contactdetails', () => {
  it('shows that the contact data is loading', async () => {
    renderApp('/myaccount/contactdetails', { bff: bffWith(() => new Promise<Answer>(() => {})) });
    await screen.findByRole('heading', { name: 'Kontaktdaten' });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the contact data could not be loaded', async () => {
    renderApp('/myaccount/contactdetails', { bff: bffWith(failure(500, 'general_error')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuche es erneut.',
    );
  });

  it('locks first name, last name and birthday once they are filled', async () => {
    renderApp('/myaccount/contactdetails', { bff: bffWith(profileAnswer()) });
    await screen.findByDisplayValue('Kim');
    expect(field('Vorname')).toBeDisabled();
    expect(field('Nachname')).toBeDisabled();
    expect(field('Geburtsdatum')).toBeDisabled();
    expect(field('Geburtsdatum')).toHaveValue('12.04.1990');
    expect(field('Telefonnummer')).toBeEnabled();
  });

  it('is also reached under the specification’s other name, edit-account', async () => {
    const { router } = renderApp('/myaccount/edit-account', { bff: bffWith(profileAnswer()) });
    await screen.findByDisplayValue('Kim');
    expect(router.state.location.pathname).toBe('/myaccount/contactdetails');
  });

  it('lets an empty birthday be filled', async () => {
    renderApp('/myaccount/contactdetails', { bff: bffWith(profileAnswer({ date_of_birth: null })) });
    await screen.findByDisplayValue('Kim');
    expect(field('Geburtsdatum')).toBeEnabled();
  });

  it('requires a valid phone number and a zip of five digits, and sends nothing until then', async () => {
    const { calls } = renderApp('/myaccount/contactdetails', { bff: bffWith(profileAnswer()) });
    await screen.findByDisplayValue('Kim');
    await retype('Telefonnummer', '');
    await save();
    expect(await screen.findByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    await retype('Telefonnummer', '12ab');
    await retype('PLZ', '8080');
    await save();
    expect(
      screen.getByText('Bitte gib eine gültige Telefonnummer ein, z. B. 030 12345678 oder +49 151 23456789.'),
    ).toBeInTheDocument();
    expect(screen.getByText('ungültige PLZ')).toBeInTheDocument();
    await retype('PLZ', '808021');
    await save();
    expect(screen.getByText('ungültige PLZ')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves the changed data with the phone number normalised, without the locked fields', async () => {
    const { calls } = renderApp('/myaccount/contactdetails', {
      bff: bffWith(profileAnswer(), ({ body }) => ({
        status: 200,
        body: { data: { ...kimsProfile, ...(body as object) } },
      })),
    });
    await screen.findByDisplayValue('Kim');
    await retype('Telefonnummer', '0151 23456780');
    await retype('PLZ', '80803');
    await save();
    expect(await screen.findByText('Deine Kontaktdaten wurden gespeichert.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      phone: '+4915123456780',
      mobilephone: null,
      invoice_street: 'Leopoldstraße',
      invoice_house_number: '12',
      zip: '80803',
      city: 'München',
    });
  });

  it('says when the BFF refuses the data', async () => {
    renderApp('/myaccount/contactdetails', {
      bff: bffWith(profileAnswer(), failure(400, 'bad_request', { 'body.zip': 'ungültige PLZ' })),
    });
    await screen.findByDisplayValue('Kim');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte prüfe deine Angaben.');
  });
});
