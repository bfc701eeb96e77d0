// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SITE_URL } from '../../lib/links.ts';
import { dialogNamed } from '../../test/dialogs.ts';
import { type Answer, renderApp } from '../../test/render-app.tsx';
import { activeDeal, createdDeal, failure, formAnswer, now, withDeals } from './test-fixtures.ts';

// The content's definitions of these flows (adapters/sql/seed/content/forms-subscription.ts), in short.
const required = { required: true, requiredMessage: 'Dies ist ein Pflichtfeld.' };
const prolongationForm = {
  id: 'prolongation',
  title: 'Abo verlängern',
  steps: [
    {
      id: 'term',
      title: 'Wie lange möchtest du verlängern?',
      fields: [
        {
          name: 'term',
          kind: 'radio',
          label: 'Laufzeit',
          validation: required,
          optionsFrom: 'prolongation.prolongation_options',
        },
      ],
    },
    {
      id: 'overview',
      title: 'Übersicht',
      fields: [
        {
          name: 'termsAccepted',
          kind: 'checkbox',
          label: 'Ich akzeptiere die Bedingungen.',
          validation: required,
        },
      ],
      endpoint: {
        path: '/portal/api/bff/deals/{subscription_id}/prolongation',
        method: 'POST',
        body: { term: 'term', termsAccepted: 'termsAccepted' },
        successAction: { type: 'modal', modal: 'request-success-modal', title: 'Dein Abo ist verlängert' },
        errorAction: {
          type: 'modal',
          modal: 'prolongation-failed-modal',
          title: 'Verlängerung fehlgeschlagen',
        },
      },
    },
  ],
};
const editMileageForm = {
  id: 'edit-mileage',
  title: 'Kilometerpaket ändern',
  steps: [
    {
      id: 'package',
      title: 'Wähle dein neues Kilometerpaket',
      fields: [
        {
          name: 'mileage_package',
          kind: 'radio',
          label: 'Kilometerpaket',
          validation: required,
          optionsFrom: 'mileagePackages.available_mileage_packages',
        },
      ],
    },
    {
      id: 'overview',
      title: 'Übersicht',
      fields: [],
      endpoint: {
        path: '/portal/api/bff/deals/{subscription_id}/mileage-package',
        method: 'PUT',
        body: { mileage_package: 'mileage_package' },
        successAction: { type: 'toast', message: 'Dein Kilometerpaket ist erhöht.', closeModal: true },
        errorAction: {
          type: 'modal',
          modal: 'request-error-modal',
          title: 'Das hat leider nicht funktioniert',
          description: 'Dein Kilometerpaket wurde nicht gespeichert.',
        },
      },
    },
  ],
};

const option = (term: number, price: number) => ({ term, price, original_price: 54_900 });
const prolongationBff = (submit: Answer) => ({
  ...withDeals(activeDeal),
  'GET /portal/api/bff/content/forms/prolongation': formAnswer(prolongationForm),
  'POST /api/checkout/prolongation/options': {
    status: 200,
    body: {
      data: {
        prolongation_options: [
          option(6, 52_900),
          option(24, 45_000),
          option(12, 49_900),
          option(2, 60_000),
          option(18, 47_600),
        ],
      },
    },
  },
  'POST /portal/api/bff/deals/d-1001/prolongation': submit,
});

const chooseProlongation = async () => {
  const dialog = await dialogNamed('Wie geht es weiter?');
  await userEvent.click(await dialog.findByRole('button', { name: 'Abo verlängern' }));
  return dialog;
};

describe('the extend-subscription selector', () => {
  it('offers prolong, buy car, a follow-up subscription and the return while planning is open', async () => {
    const dueSoon = { ...activeDeal, return_date: '2026-12-20' };
    renderApp('/mycars/d-1001?modalName=extend-subscription-selector', { now, bff: withDeals(dueSoon) });
    const dialog = await dialogNamed('Wie geht es weiter?');
    expect(await dialog.findByRole('button', { name: 'Abo verlängern' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Auto kaufen' })).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Neues Abo mit einem neuen Auto' })).toHaveAttribute(
      'href',
      '/mycars/d-1001/next-car',
    );
    expect(dialog.getByRole('link', { name: 'Rückgabe planen' })).toHaveAttribute(
      'href',
      '/mycars/d-1001?modalName=MULTISTEP_EDIT_RETURN',
    );
  });

  it('says a return is already being planned instead of offering it', async () => {
    renderApp('/mycars/d-1001?modalName=extend-subscription-selector', {
      now,
      bff: withDeals({ ...activeDeal, return_type: 'PICKUP' }),
    });
    const dialog = await dialogNamed('Wie geht es weiter?');
    expect(await dialog.findByText('Deine Rückgabe ist bereits in Planung.')).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Rückgabe planen' })).not.toBeInTheDocument();
  });

  it('asks for a purchase offer, and shows the request-error modal when that fails', async () => {
    const view = renderApp('/mycars/d-1001?modalName=extend-subscription-selector', {
      now,
      bff: {
        ...withDeals(activeDeal),
        'POST /portal/api/bff/deals/d-1001/purchase-offer': failure(500, 'general_error'),
      },
    });
    const dialog = await dialogNamed('Wie geht es weiter?');
    await userEvent.click(await dialog.findByRole('button', { name: 'Auto kaufen' }));
    expect(await dialogNamed('Es ist ein Fehler aufgetreten')).toBeTruthy();
    expect(view.calls.some((call) => call.path.endsWith('/purchase-offer'))).toBe(true);
  });
});

describe('the prolongation wizard', () => {
  it('offers 3 to 18 months, longest first, shows the rate with its 19 % VAT and prolongs after the terms are confirmed', async () => {
    const view = renderApp('/mycars/d-1001?modalName=extend-subscription-selector', {
      now,
      bff: prolongationBff({ status: 200, body: { data: { ...activeDeal, term: 24 } } }),
    });
    const dialog = await chooseProlongation();
    await dialog.findByRole('heading', { name: 'Wie lange möchtest du verlängern?' });
    const terms = dialog.getAllByRole('radio').map((radio) => radio.closest('.fui-Radio')?.textContent);
    // Each lower rate beside the current one (original_price), struck through.
    expect(terms).toEqual([
      expect.stringMatching(/^18 Monate für 476\s€ im Monat statt 549\s€$/),
      expect.stringMatching(/^12 Monate für 499\s€ im Monat statt 549\s€$/),
      expect.stringMatching(/^6 Monate für 529\s€ im Monat statt 549\s€$/),
    ]);
    expect(
      dialog
        .getAllByRole('radio')
        .map((radio) => radio.closest('.fui-Radio')?.querySelector('s')?.textContent),
    ).toEqual([
      expect.stringMatching(/^549\s€$/),
      expect.stringMatching(/^549\s€$/),
      expect.stringMatching(/^549\s€$/),
    ]);
    await userEvent.click(dialog.getByRole('radio', { name: /^12 Monate/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Neue Laufzeit: 12 Monate')).toBeInTheDocument();
    expect(dialog.getByText(/^Neue Monatsrate: 499\s€$/)).toBeInTheDocument();
    expect(dialog.getByText(/^Darin enthalten: 19 % MwSt. \(79,67\s€\)$/)).toBeInTheDocument();
    expect(
      dialog.getByText(/^Neue Monatsrate: 499\s€$/).parentElement?.querySelector('s')?.textContent,
    ).toMatch(/^549\s€$/);
    // The public website's page (the portal has none), in a new tab: the wizard stays open.
    const rentalTerms = dialog.getByRole('link', { name: 'Mietbedingungen lesen' });
    expect(rentalTerms).toHaveAttribute('href', `${DEFAULT_PUBLIC_SITE_URL}/terms/rent`);
    expect(rentalTerms).toHaveAttribute('target', '_blank');
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Bedingungen/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    await dialogNamed('Dein Abo ist verlängert');
    expect(
      view.calls.find((call) => call.path === '/portal/api/bff/deals/d-1001/prolongation')?.body,
    ).toEqual({
      term: 12,
      termsAccepted: true,
    });
  });

  it('opens the prolongation-failed-modal when prolonging fails', async () => {
    renderApp('/mycars/d-1001?modalName=extend-subscription-selector', {
      now,
      bff: prolongationBff(failure(502, 'prolongation_failed')),
    });
    const dialog = await chooseProlongation();
    await userEvent.click(await dialog.findByRole('radio', { name: /^6 Monate/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Bedingungen/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    const failed = await dialogNamed('Verlängerung fehlgeschlagen');
    expect(failed.getByText('+49 30 12345678')).toBeInTheDocument();
  });
});

describe('edit mileage', () => {
  const packages = (submit: Answer) => ({
    ...withDeals(createdDeal),
    'GET /portal/api/bff/content/forms/edit-mileage': formAnswer(editMileageForm),
    'GET /portal/api/bff/deals/d-1002/mileage_packages': {
      status: 200,
      body: {
        data: {
          available_mileage_packages: [
            {
              mileage_package: 2500,
              mileage_package_fee: 9900,
              amount_change: 9900,
              new_amount: 64_800,
              one_time_payment: 0,
            },
            {
              mileage_package: 1000,
              mileage_package_fee: 0,
              amount_change: -5000,
              new_amount: 49_900,
              one_time_payment: 0,
            },
            {
              mileage_package: 2000,
              mileage_package_fee: 5900,
              amount_change: 5900,
              new_amount: 60_800,
              one_time_payment: 0,
            },
          ],
        },
      },
    },
    'PUT /portal/api/bff/deals/d-1002/mileage-package': submit,
  });

  it('offers only larger packages, shows the overview and raises the package', async () => {
    const view = renderApp('/mycars/d-1002?modalName=edit-mileage', {
      now,
      bff: packages({ status: 200, body: { data: { ...createdDeal, mileage_package: 2000 } } }),
    });
    const dialog = await dialogNamed('Kilometerpaket erhöhen');
    await dialog.findByRole('heading', { name: 'Wähle dein neues Kilometerpaket' });
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('.fui-Radio')?.textContent)).toEqual([
      expect.stringMatching(/^2\.000 km\/Monat – neue Monatsrate 608\s€$/),
      expect.stringMatching(/^2\.500 km\/Monat – neue Monatsrate 648\s€$/),
    ]);
    // Consumer §5: "Weiter" stays disabled until a package is chosen.
    expect(dialog.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: /^2\.000 km/ }));
    expect(dialog.getByRole('button', { name: 'Weiter' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByText('Neues Kilometerpaket: 2.000 km/Monat')).toBeInTheDocument();
    expect(dialog.getByText(/^Neue Monatsrate: 608\s€ \(59\s€ mehr\)$/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Dein Kilometerpaket ist erhöht.')).toBeInTheDocument();
    expect(view.calls.find((call) => call.method === 'PUT')?.body).toEqual({ mileage_package: 2000 });
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('says "Änderung fehlgeschlagen" and shows the upgrade error when the change fails', async () => {
    renderApp('/mycars/d-1002?modalName=edit-mileage', {
      now,
      bff: packages(failure(502, 'mileage_change_failed')),
    });
    const dialog = await dialogNamed('Kilometerpaket erhöhen');
    await userEvent.click(await dialog.findByRole('radio', { name: /^2\.500 km/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Änderung fehlgeschlagen')).toBeInTheDocument();
    expect(await dialogNamed('Das hat leider nicht funktioniert')).toBeTruthy();
  });

  it('says when there is no larger package', async () => {
    renderApp('/mycars/d-1002?modalName=edit-mileage', {
      now,
      bff: {
        ...withDeals({ ...createdDeal, mileage_package: 5000 }),
        'GET /portal/api/bff/deals/d-1002/mileage_packages': {
          status: 200,
          body: { data: { available_mileage_packages: [] } },
        },
      },
    });
    const dialog = await dialogNamed('Kilometerpaket erhöhen');
    expect(await dialog.findByText('Für dein Abo gibt es kein größeres Kilometerpaket.')).toBeInTheDocument();
  });
});

describe('what raising the package of an ACTIVE deal costs', () => {
  // d-1001 at 2,000 km: 59 € more a month, paid once for the 11 months already driven.
  const bff = {
    ...withDeals(activeDeal),
    'GET /portal/api/bff/content/forms/edit-mileage': formAnswer(editMileageForm),
    'GET /portal/api/bff/deals/d-1001/mileage_packages': {
      status: 200,
      body: {
        data: {
          available_mileage_packages: [
            {
              mileage_package: 2000,
              mileage_package_fee: 5900,
              amount_change: 5900,
              new_amount: 60_800,
              one_time_payment: 64_900,
            },
          ],
        },
      },
    },
    'PUT /portal/api/bff/deals/d-1001/mileage-package': {
      status: 200,
      body: { data: { ...activeDeal, mileage_package: 2000 } },
    },
  } satisfies Record<string, Answer>;

  it('shows the one-time payment with the choice, in the overview and in the confirmation', async () => {
    renderApp('/mycars/d-1001?modalName=edit-mileage', { now, bff });
    const dialog = await dialogNamed('Kilometerpaket erhöhen');
    const choice = await dialog.findByRole('radio', { name: /^2\.000 km/ });
    expect(choice.closest('.fui-Radio')?.textContent).toMatch(/einmalig 649\s€/);
    await userEvent.click(choice);
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(
      await dialog.findByText(/^Einmalige Zahlung für die bereits gefahrenen Monate: 649\s€$/),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Dein Kilometerpaket ist erhöht.')).toBeInTheDocument();
    expect(screen.getByText(/^Neue Monatsrate: 608\s€\. Einmalig berechnet: 649\s€\.$/)).toBeInTheDocument();
  });
});

describe('one-time extra kilometres', () => {
  const extraMileageForm = {
    id: 'extra-mileage',
    title: 'Extrakilometer buchen',
    steps: [
      {
        id: 'kilometres',
        title: 'Wie viele Extrakilometer brauchst du?',
        fields: [{ name: 'kilometres', kind: 'number', label: 'Kilometer', validation: required }],
        endpoint: {
          path: '/portal/api/bff/deals/{subscription_id}/extra-mileage',
          method: 'POST',
          body: { kilometres: 'kilometres' },
          successAction: { type: 'toast', message: 'Deine Extrakilometer sind gebucht.' },
          errorAction: { type: 'toast', message: 'Änderung fehlgeschlagen' },
        },
      },
    ],
  };
  const open = (deal: Record<string, unknown> & { id: string }) => {
    const view = renderApp(`/mycars/${deal.id}?modalName=manage-my-kilometres`, {
      now,
      bff: {
        ...withDeals(deal),
        'GET /portal/api/bff/content/forms/extra-mileage': formAnswer(extraMileageForm),
        [`POST /portal/api/bff/deals/${deal.id}/extra-mileage`]: {
          status: 201,
          body: { data: { kilometres: 500, amount: 9500 } },
        },
      },
    });
    return view;
  };

  it('shows the price, kilometres times the fee per kilometre, before booking and what was charged after', async () => {
    const view = open({ ...activeDeal, additional_mileage_fee: 19 });
    const dialog = await dialogNamed('Meine Kilometer');
    await userEvent.click(await dialog.findByRole('button', { name: 'Einmalig Extrakilometer buchen' }));
    expect(await dialog.findByText(/^Jeder Extrakilometer kostet einmalig 0,19\s€\.$/)).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Kilometer/ }), '500');
    expect(dialog.getByText(/^Preis: 500 km × 0,19\s€ = 95\s€, einmalig$/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Deine Extrakilometer sind gebucht.')).toBeInTheDocument();
    expect(screen.getByText(/^Einmalig berechnet: 95\s€\.$/)).toBeInTheDocument();
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ kilometres: 500 });
  });

  it('says when the subscription has no price per extra kilometre', async () => {
    open({ ...activeDeal, additional_mileage_fee: null });
    const dialog = await dialogNamed('Meine Kilometer');
    await userEvent.click(await dialog.findByRole('button', { name: 'Einmalig Extrakilometer buchen' }));
    expect(await dialog.findByText(/kein Preis für Extrakilometer hinterlegt/)).toBeInTheDocument();
  });
});

describe('the handover options', () => {
  const open = (plannedDeliveryDate: string, link: Answer) =>
    renderApp('/mycars/d-1002?modalName=handover-options', {
      now,
      bff: {
        ...withDeals(createdDeal),
        'GET /portal/api/bff/deals/d-1002/handover': {
          status: 200,
          body: { data: { planned_delivery_date: plannedDeliveryDate } },
        },
        'POST /portal/api/bff/deals/d-1002/alternative-car-offering-link': link,
      },
    });

  it('offer changing the delivery, self-pickup from 6 days before, and another car', async () => {
    const view = open('2026-11-27', { status: 200, body: { magic_link: 'https://shop.example/m/abc' } });
    const dialog = await dialogNamed('Deine Lieferung');
    expect(await dialog.findByRole('link', { name: 'Liefertermin oder Adresse ändern' })).toHaveAttribute(
      'href',
      '/mycars/d-1002?modalName=MULTISTEP_EDIT_HANDOVER',
    );
    expect(dialog.getByRole('link', { name: 'Vollmacht für die Übergabe' })).toHaveAttribute(
      'href',
      '/mycars/d-1002?modalName=power-of-attorney-handover',
    );
    expect(
      dialog.getByRole('link', { name: 'Selbst an der Station abholen und Liefergebühr sparen' }),
    ).toHaveAttribute('href', '/mycars/d-1002?modalName=handover-self-pickup');
    expect(
      dialog.getByText(/^50\s€ Rabatt auf die erste Monatsrate, wenn du bis zum 07\.12\.2026 buchst\.$/),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Ein anderes Auto wählen' }));
    await waitFor(() => expect(view.browser.assign).toHaveBeenCalledWith('https://shop.example/m/abc'));
  });

  it('leave out self-pickup further ahead, and show the request-error modal when the link fails', async () => {
    open('2026-12-10', failure(500, 'general_error'));
    const dialog = await dialogNamed('Deine Lieferung');
    await userEvent.click(await dialog.findByRole('button', { name: 'Ein anderes Auto wählen' }));
    expect(dialog.queryByRole('link', { name: /Selbst an der Station/ })).not.toBeInTheDocument();
    expect(await dialogNamed('Es ist ein Fehler aufgetreten')).toBeTruthy();
  });
});
