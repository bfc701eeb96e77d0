// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure } from '../../test/account-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';

const nordflotte = {
  id: 'co-nordflotte',
  name: 'Nordflotte GmbH',
  phone: '+4940123456',
  address: { street: 'Am Sandtorkai', houseNumber: '50', postalCode: '20457', city: 'Hamburg' },
};
const admin = { email: 'admin@nordflotte.example', name: 'Nora Nord', kind: 'business', role: 'admin' };

type Handler = Answer | ((request: { body: unknown }) => Answer | Promise<Answer>);
const bffWith = (companies: Handler, update: Handler = failure(500, 'general_error')) => ({
  'GET /portal/api/bff/auth/session': signedInAs(admin),
  'GET /portal/api/bff/companies': companies,
  'PATCH /portal/api/bff/companies/co-nordflotte': update,
});
const companiesAnswer = (...companies: object[]): Answer => ({ status: 200, body: { data: companies } });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

describe('/myaccount/companydetails', () => {
  it('shows that the company is loading', async () => {
    renderApp('/myaccount/companydetails', { bff: bffWith(() => new Promise<Answer>(() => {})) });
    await screen.findByRole('heading', { name: 'Firmendaten' });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('says when the company could not be loaded', async () => {
    renderApp('/myaccount/companydetails', { bff: bffWith(failure(500, 'general_error')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
  });

  it('says when there is no company', async () => {
    renderApp('/myaccount/companydetails', { bff: bffWith(companiesAnswer()) });
    expect(await screen.findByText('Du hast keine Firmendaten hinterlegt.')).toBeInTheDocument();
  });

  it('shows the name locked and the address to edit', async () => {
    renderApp('/myaccount/companydetails', { bff: bffWith(companiesAnswer(nordflotte)) });
    await screen.findByDisplayValue('Nordflotte GmbH');
    expect(field('Firmenname')).toBeDisabled();
    expect(field('Straße')).toHaveValue('Am Sandtorkai');
    expect(field('PLZ')).toBeEnabled();
  });

  it('requires a zip of five digits and the address texts', async () => {
    const { calls } = renderApp('/myaccount/companydetails', { bff: bffWith(companiesAnswer(nordflotte)) });
    await screen.findByDisplayValue('Nordflotte GmbH');
    await userEvent.clear(field('PLZ'));
    await userEvent.type(field('PLZ'), '2045');
    await userEvent.clear(field('Ort'));
    await save();
    expect(screen.getByText('PLZ muss 5-stellig sein')).toBeInTheDocument();
    expect(screen.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves phone and address, never the name', async () => {
    const { calls } = renderApp('/myaccount/companydetails', {
      bff: bffWith(companiesAnswer(nordflotte), ({ body }) => ({
        status: 200,
        body: { data: { ...nordflotte, ...(body as object) } },
      })),
    });
    await screen.findByDisplayValue('Nordflotte GmbH');
    await userEvent.clear(field('Hausnummer'));
    await userEvent.type(field('Hausnummer'), '52');
    await save();
    expect(await screen.findByText('Die Firmendaten wurden gespeichert.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      phone: '+4940123456',
      address: { street: 'Am Sandtorkai', houseNumber: '52', postalCode: '20457', city: 'Hamburg' },
    });
  });

  it('tells a user who may not change the company', async () => {
    renderApp('/myaccount/companydetails', {
      bff: bffWith(companiesAnswer(nordflotte), failure(403, 'forbidden')),
    });
    await screen.findByDisplayValue('Nordflotte GmbH');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nur Administrator:innen können die Firmendaten ändern.',
    );
  });
});
