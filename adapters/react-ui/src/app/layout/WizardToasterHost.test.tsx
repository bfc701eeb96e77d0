// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeDeal, formAnswer, now, withDeals } from '../../features/wizards/test-fixtures.ts';
import { dialogNamed } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';

const extraMileageForm = {
  id: 'extra-mileage',
  title: 'Extrakilometer buchen',
  steps: [
    {
      id: 'kilometres',
      title: 'Wie viele Extrakilometer brauchst du?',
      fields: [{ name: 'kilometres', kind: 'number', label: 'Kilometer' }],
      endpoint: {
        path: '/portal/api/bff/deals/{subscription_id}/extra-mileage',
        method: 'POST',
        body: { kilometres: 'kilometres' },
        successAction: { type: 'toast', message: 'Deine Extrakilometer sind gebucht.' },
      },
    },
  ],
};

describe("the wizards' toaster", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms a flow finished while the page around the modal is still loading on a busy browser', async () => {
    // A busy browser is never idle, and the car page's content never arrives: the first page does
    // not settle while the customer acts in the modal.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    renderApp('/mycars/d-1001?modalName=manage-my-kilometres', {
      now,
      bff: {
        ...withDeals({ ...activeDeal, additional_mileage_fee: 19 }),
        'GET /portal/api/bff/content/pages/car-details': () => new Promise<Answer>(() => {}),
        'GET /portal/api/bff/content/forms/extra-mileage': formAnswer(extraMileageForm),
        'POST /portal/api/bff/deals/d-1001/extra-mileage': {
          status: 201,
          body: { data: { kilometres: 500, amount: 9500 } },
        },
      },
    });
    const dialog = await dialogNamed('Meine Kilometer');
    await userEvent.click(await dialog.findByRole('button', { name: 'Einmalig Extrakilometer buchen' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /Kilometer/ }), '500');
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Deine Extrakilometer sind gebucht.')).toBeInTheDocument();
  });
});
