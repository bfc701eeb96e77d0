// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedOut } from '../../../test/render-app.tsx';
import { failure, now } from '../test-fixtures.ts';

const model = (id: string, name: string, cheapest_price = 49_900) => ({
  id,
  model_slug: id,
  name,
  available: true,
  grouped_configs_count: 1,
  configs_count: 1,
  cheapest_price,
  cheapest_downpayment_price: null,
  versions_count: 1,
});
const catalogue = {
  status: 200,
  body: {
    data: {
      brands: [
        { id: 'bmw', name: 'BMW', available: true, logo: '/bmw.svg', models: [model('i4', 'i4')] },
        {
          id: 'vw',
          name: 'Volkswagen',
          available: true,
          logo: '/vw.svg',
          models: [model('id4', 'ID.4'), model('up', 'e-up!', 13_900)],
        },
      ],
      filters: {
        cartypes: [],
        fuels: [],
        gearshifts: [],
        terms: [],
        features: [],
        seats: [],
        doors: [],
        price: { min: 13_900, max: 198_900 },
        power: { min: 53, max: 390 },
        ev_range: { min: 303, max: 628 },
      },
    },
  },
};

describe('the damage policy page', () => {
  it('shows the damage prices and thresholds once make and model are chosen', async () => {
    renderApp('/damage-policy', {
      now,
      bff: { 'GET /portal/api/bff/auth/session': signedOut, 'GET /portal/api/bff/catalogue': catalogue },
    });
    expect(
      await screen.findByText('Wähle Marke und Modell, um die Schadenspreise zu sehen.'),
    ).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Marke'), 'vw');
    await userEvent.selectOptions(screen.getByLabelText('Modell'), 'id4');
    const table = await screen.findByRole('table', { name: 'Schadenspreise für Volkswagen ID.4' });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(within(row('Kratzer an einer Alufelge')).getByText('länger als 20 mm')).toBeInTheDocument();
    expect(within(row('Kratzer an einer Stahlfelge')).getByText('länger als 50 mm')).toBeInTheDocument();
    expect(within(row('Korrosion an einer Felge')).getByText('länger als 80 mm')).toBeInTheDocument();
    expect(within(row('Delle')).getByText('mehr als 10 mm Durchmesser')).toBeInTheDocument();
    // The ID.4 (from 499 € a month) is placed in 100-400 € by its rate: 130-280 €.
    expect(within(row('Lackkratzer')).getByText(/130\s€ bis 280\s€/)).toBeInTheDocument();
  });

  it("shows each model's own prices", async () => {
    renderApp('/damage-policy', {
      now,
      bff: { 'GET /portal/api/bff/auth/session': signedOut, 'GET /portal/api/bff/catalogue': catalogue },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Marke'), 'vw');
    await userEvent.selectOptions(screen.getByLabelText('Modell'), 'up');
    const table = await screen.findByRole('table', { name: 'Schadenspreise für Volkswagen e-up!' });
    expect(within(table).getAllByText(/100\s€ bis 250\s€/)).toHaveLength(5);
    await userEvent.selectOptions(screen.getByLabelText('Modell'), 'id4');
    const other = await screen.findByRole('table', { name: 'Schadenspreise für Volkswagen ID.4' });
    expect(within(other).getAllByText(/130\s€ bis 280\s€/)).toHaveLength(5);
  });

  it('shows the picture of each rim damage', async () => {
    renderApp('/damage-policy', {
      now,
      bff: { 'GET /portal/api/bff/auth/session': signedOut, 'GET /portal/api/bff/catalogue': catalogue },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Marke'), 'bmw');
    await userEvent.selectOptions(screen.getByLabelText('Modell'), 'i4');
    const table = await screen.findByRole('table', { name: 'Schadenspreise für BMW i4' });
    expect(within(table).getByRole('img', { name: 'Bild: Kratzer an einer Alufelge' })).toHaveAttribute(
      'src',
      '/images/damage/alloy-rim-scratch.svg',
    );
    expect(within(table).getByRole('img', { name: 'Bild: Kratzer an einer Stahlfelge' })).toHaveAttribute(
      'src',
      '/images/damage/steel-rim-scratch.svg',
    );
    expect(within(table).getByRole('img', { name: 'Bild: Korrosion an einer Felge' })).toHaveAttribute(
      'src',
      '/images/damage/rim-corrosion.svg',
    );
    expect(within(table).getAllByRole('img')).toHaveLength(3);
  });

  it('says when the makes cannot be loaded', async () => {
    renderApp('/damage-policy', {
      now,
      bff: {
        'GET /portal/api/bff/auth/session': signedOut,
        'GET /portal/api/bff/catalogue': failure(500, 'general_error'),
      },
    });
    expect(
      await screen.findByText('Daten konnten nicht geladen werden. Bitte versuche es erneut.'),
    ).toBeInTheDocument();
  });
});
