// @vitest-environment happy-dom
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '../../test/dialogs.ts';
import { renderApp } from '../../test/render-app.tsx';
import { activeDeal, now, withDeals } from './test-fixtures.ts';

const noOptions = (endDate: string) => ({
  status: 409,
  body: { data: { prolongation_options: [], current_subscription_end_date: endDate } },
});

const prolong = async () => {
  const dialog = await dialogNamed('Wie geht es weiter?');
  await userEvent.click(await dialog.findByRole('button', { name: 'Abo verlängern' }));
  return dialog;
};

describe('the prolongation of a deal prolonged before', () => {
  it('shows the already-prolonged page with the new end', async () => {
    renderApp('/mycars/d-1001?modalName=extend-subscription-selector', {
      now,
      bff: { ...withDeals(activeDeal), 'POST /api/checkout/prolongation/options': noOptions('2028-06-20') },
    });
    const dialog = await prolong();
    expect(
      await dialog.findByRole('heading', { name: 'Dein Abo wurde bereits verlängert' }),
    ).toBeInTheDocument();
    expect(dialog.getByText(/Dein Abo läuft jetzt bis zum 20.06.2028/)).toBeInTheDocument();
  });

  it('says there is no prolongation for a deal core does not let prolong', async () => {
    const swap = { ...activeDeal, subscribed_to: 'SWAP_SAME_DAY' };
    renderApp('/mycars/d-1001?modalName=extend-subscription-selector', {
      now,
      bff: { ...withDeals(swap), 'POST /api/checkout/prolongation/options': noOptions('2027-06-20') },
    });
    const dialog = await prolong();
    expect(await dialog.findByText('Für dein Abo gibt es gerade keine Verlängerung.')).toBeInTheDocument();
    expect(dialog.queryByText('Dein Abo wurde bereits verlängert')).not.toBeInTheDocument();
  });
});

describe('buy car in the extend-subscription selector', () => {
  it('is offered with the follow-up options and left out for a same-day swap without the buy-car exception', async () => {
    renderApp('/mycars/d-1001?modalName=extend-subscription-selector', {
      now,
      bff: withDeals({ ...activeDeal, subscribed_to: 'SWAP_SAME_DAY' }),
    });
    const dialog = await dialogNamed('Wie geht es weiter?');
    await dialog.findByRole('button', { name: 'Abo verlängern' });
    expect(dialog.queryByRole('button', { name: 'Auto kaufen' })).not.toBeInTheDocument();
  });
});
