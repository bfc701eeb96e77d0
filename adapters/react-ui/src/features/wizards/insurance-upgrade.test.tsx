// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';
import { activeDeal, createdDeal, failure, now, withDeals } from './test-fixtures.ts';

const car = { ...createdDeal.car, external_product_id: 'cupra-born' };
const created = { ...createdDeal, car, damage_deductible_teilkasko: 30_000 };

const addons = (canUpgradeInsurance: boolean): Answer => ({
  status: 200,
  body: {
    data: [
      {
        group: 'insurance',
        insurance_type: 'basic',
        insurance_amount: 0,
        canUpgradeInsurance,
        canAddAdditionalMileage: true,
        vkValueFormatted: '1.000 €',
        tkValueFormatted: '300 €',
        addons: canUpgradeInsurance
          ? [
              {
                addon_id: 'premium-protection',
                pricing: { amount: { gross: 2900 } },
                attributes: { coverage: 'full' },
                display_info: { title: 'Premium-Schutz' },
              },
            ]
          : [],
      },
    ],
  },
});

const loyalty = (level: string): Answer => ({
  status: 200,
  body: {
    data: {
      points: 100,
      level,
      voucher_redeemable: false,
      free_kilometres: 0,
      member_since: '2025-01-01',
    },
  },
});

const open = (deal: { id: string } & Record<string, unknown>, more: Record<string, Answer> = {}) =>
  renderApp(`/mycars/${deal.id}?modalName=INSURANCE_UPGRADE`, {
    now,
    bff: {
      ...withDeals(deal),
      'POST /api/addons': addons(true),
      'GET /portal/api/bff/loyalty': loyalty('gold'),
      [`POST /portal/api/bff/deals/${deal.id}/insurance`]: {
        status: 200,
        body: { data: { ...deal, insurance_amount: 2900, damage_deductible_vollkasko: 50_000 } },
      },
      ...more,
    },
  });

describe('the insurance upgrade', () => {
  it('shows the protection and its deductibles, offers premium protection for 29 € and books it', async () => {
    const view = open(created);
    const dialog = await dialogNamed('Schutz erweitern');
    expect(await dialog.findByText('Basis Schutz')).toBeInTheDocument();
    expect(dialog.getByText('1.000 €')).toBeInTheDocument();
    const option = dialog.getByRole('radio', { name: /^Premium-Schutz: 29\s€ im Monat$/ });
    expect(dialog.getByText(/Vollkasko 500\s€ und bei Teilkasko höchstens 300\s€/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Schutz buchen' }));
    expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    await userEvent.click(option);
    await userEvent.click(dialog.getByRole('button', { name: 'Schutz buchen' }));
    expect(await screen.findByText('Dein Schutz ist gebucht.')).toBeInTheDocument();
    expect(view.calls.find((call) => call.path === '/api/addons')?.body).toEqual({
      productId: 'cupra-born',
      subscriptionId: 'd-1002',
    });
    expect(view.calls.find((call) => call.path.endsWith('/insurance'))?.body).toEqual({
      addon_id: 'premium-protection',
    });
  });

  it('gives level Black the comfort protection for free', async () => {
    open(created, { 'GET /portal/api/bff/loyalty': loyalty('black') });
    const dialog = await dialogNamed('Schutz erweitern');
    expect(
      await dialog.findByRole('radio', { name: 'Premium-Schutz: Kostenlos im Monat' }),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Als Black-Mitglied bekommst du den Komfort Schutz kostenlos.'),
    ).toBeInTheDocument();
  });

  it('offers nothing once the car is handed over (CREATED only) or when the add-on cannot be booked', async () => {
    open({ ...activeDeal, car });
    const dialog = await dialogNamed('Schutz erweitern');
    expect(await dialog.findByText(/nur vor der Übergabe erweitern/)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Schutz buchen' })).not.toBeInTheDocument();
  });

  it('says so when the BFF refuses the booking', async () => {
    open(created, { 'POST /portal/api/bff/deals/d-1002/insurance': failure(409, 'not_eligible') });
    const dialog = await dialogNamed('Schutz erweitern');
    await userEvent.click(await dialog.findByRole('radio', { name: /^Premium-Schutz/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Schutz buchen' }));
    expect(
      await dialog.findByText('Der Schutz kann für dieses Abo nicht mehr erweitert werden.'),
    ).toBeInTheDocument();
  });
});
