// @vitest-environment happy-dom
/**
 * The wizards follow their content forms (consumer spec §1: "Screens are built from content …
 * with form definitions and visibility rules"; docs/ui/wizards.md "Wizards laid out by their
 * content"): a content editor changes a form in the content store, and the portal's wizard, run
 * over the BFF that serves it, shows the new texts in the new order. The portal runs in happy-dom
 * with its real typed client; its calls go to a demo BFF over PGlite.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogNamed } from '../../adapters/react-ui/src/test/dialogs.ts';
import { type Answer, renderApp } from '../../adapters/react-ui/src/test/render-app.tsx';
import { sqlContentStore } from '../../adapters/sql/content-store.ts';
import { info } from '../../adapters/sql/seed/content/fields.ts';
import { contractSigning } from '../../adapters/sql/seed/content/forms-contract.ts';
import { onsiteAppraisal, returnWizard } from '../../adapters/sql/seed/content/forms-return-handover.ts';
import { cancellation, insuranceUpgrade } from '../../adapters/sql/seed/content/forms-subscription.ts';
import type { LocalisedForm } from '../../core/content/types.ts';
import { type Caller, DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

let bff: DemoBff;
let kunde: Caller;
beforeAll(async () => {
  bff = await demoBff();
  kunde = await bff.signIn('kunde@demo.example');
});
afterAll(() => bff.close());

/** The portal's calls of the car's page d-1001, answered by the demo BFF as Kim. */
const PAGE_PATHS = [
  'GET /portal/api/bff/auth/session',
  'GET /portal/api/bff/deals/d-1001',
  'GET /portal/api/bff/content/pages/car-details',
  'GET /portal/api/bff/deals',
];

/** The portal's calls of the page of a car before its handover: it asks for the order's state too. */
const orderPage = (dealId: string) => [
  'GET /portal/api/bff/auth/session',
  `GET /portal/api/bff/deals/${dealId}`,
  `GET /portal/api/bff/deals/${dealId}/handover`,
  `GET /portal/api/bff/deals/${dealId}/handover-metadata`,
  `GET /portal/api/bff/deals/${dealId}/order-status`,
  `GET /portal/api/bff/deals/${dealId}/preponement`,
  'GET /portal/api/bff/documents',
  'GET /portal/api/bff/invoices',
  'GET /portal/api/bff/content/pages/car-details',
  'GET /portal/api/bff/deals',
];

/** The portal's calls of the return wizard on d-1001. */
const PATHS = [
  ...PAGE_PATHS,
  'GET /portal/api/bff/deals/d-1001/return',
  'GET /portal/api/bff/deals/d-1001/return-metadata',
  'GET /portal/api/bff/content/forms/return',
];

const viaDemoBff = (
  paths: readonly string[] = PATHS,
): Record<string, (request: { url: URL; body: unknown }) => Promise<Answer>> =>
  Object.fromEntries(
    paths.map((key) => [
      key,
      async ({ url, body }: { url: URL; body: unknown }) => {
        const path = `${url.pathname}${url.search}`;
        const answer = key.startsWith('POST ')
          ? await kunde.post(path, { payload: body as object })
          : await kunde.get(path);
        return { status: answer.statusCode, body: answer.body ? answer.json() : undefined };
      },
    ]),
  );

const stepNamed = (form: LocalisedForm, id: string) => {
  const step = form.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`the seeded ${form.id} form has the step ${id}`);
  return step;
};

/** The form without the steps of these ids, in its order. */
const stepsBut = (form: LocalisedForm, ...ids: string[]) =>
  form.steps.filter((step) => !ids.includes(step.id));

/** Opens a modal of a car (d-1001 by default) over the demo BFF and waits for its dialog, named as the content says. */
const openModal = async (modalName: string, paths: readonly string[], title: string, dealId = 'd-1001') => {
  const app = renderApp(`/mycars/${dealId}?modalName=${modalName}`, {
    now: DEMO_NOW,
    bff: viaDemoBff(paths),
  });
  // The car's page and the form come from PGlite first: that may take a while on a busy machine.
  await waitFor(
    () =>
      expect(
        screen.queryAllByRole('dialog', { hidden: true }).map((d) => d.getAttribute('aria-label')),
      ).toContain(title),
    { timeout: 30_000 },
  );
  return { app, dialog: await dialogNamed(title) };
};

describe('a content editor changes the return wizard’s form', () => {
  it('and the wizard asks for the return type first, in the content’s new words', async () => {
    const reason = stepNamed(returnWizard, 'reason');
    const type = stepNamed(returnWizard, 'return-type');
    const [typeField] = type.fields;
    if (!typeField) throw new Error('the return type step has its field');
    const rest = returnWizard.steps.filter((step) => step.id !== 'reason' && step.id !== 'return-type');
    await sqlContentStore(bff.db).saveForm({
      ...returnWizard,
      title: 'Auto zurückgeben',
      steps: [
        {
          ...type,
          title: 'Abholen oder selbst bringen?',
          fields: [
            {
              ...typeField,
              options: [
                { value: 'PICKUP', label: 'Wir holen es bei dir ab' },
                { value: 'SELF_RETURN', label: 'Du bringst es zur Station' },
              ],
            },
          ],
        },
        { ...reason, title: 'Was führt dich zur Rückgabe?' },
        ...rest,
      ],
    });

    const { app, dialog } = await openModal('MULTISTEP_EDIT_RETURN', PATHS, 'Auto zurückgeben');
    expect(await dialog.findByRole('heading', { name: 'Abholen oder selbst bringen?' })).toBeInTheDocument();
    expect(dialog.getByText(/^Schritt 1 von \d+$/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Wir holen es bei dir ab' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));

    expect(await dialog.findByRole('heading', { name: 'Was führt dich zur Rückgabe?' })).toBeInTheDocument();
    expect(dialog.getByText(/^Schritt 2 von \d+$/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    // Core's steps follow in the content's order: the pickup address after the reason.
    expect(
      await dialog.findByRole('heading', { name: 'Wo sollen wir dein Auto abholen?' }),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Zurück' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Wir holen es bei dir ab' })).toBeChecked());
    // The form was read from the BFF, as the content store now holds it.
    expect(app.calls.some((call) => call.path === '/portal/api/bff/content/forms/return')).toBe(true);
  }, 90_000);
});

describe('a content editor changes the cancellation’s form', () => {
  it('and the wizard asks for the reason second, in the content’s new words', async () => {
    const reason = stepNamed(cancellation, 'reason');
    const [select, ...rest] = stepsBut(cancellation, 'reason');
    const [reasonField] = reason.fields;
    if (!select || !reasonField) throw new Error('the cancellation form has its first step and its reason');
    await sqlContentStore(bff.db).saveForm({
      ...cancellation,
      title: 'Abo beenden',
      steps: [
        select,
        {
          ...reason,
          title: 'Was ist der Grund?',
          fields: [
            {
              ...reasonField,
              options: (reasonField.options ?? []).map((option) =>
                option.value === 'other' ? { ...option, label: 'Etwas ganz anderes' } : option,
              ),
            },
          ],
        },
        ...rest,
      ],
    });

    const { app, dialog } = await openModal(
      'cancelation',
      [
        ...PAGE_PATHS,
        'GET /portal/api/bff/deals/d-1001/cancellation',
        'GET /portal/api/bff/content/forms/cancelation',
      ],
      'Abo beenden',
    );
    expect(
      await dialog.findByRole('heading', { name: 'Welches Abo möchtest du kündigen?' }),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByRole('heading', { name: 'Was ist der Grund?' })).toBeInTheDocument();
    expect(dialog.getByText(/^Schritt 2 von \d+$/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Etwas ganz anderes' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    // Core's steps follow in the content's order: what the cancellation costs or loses after the reason.
    expect(
      await dialog.findByRole('heading', {
        name: /^(Das kostet dich die Kündigung|Das verlierst du mit der Kündigung)$/,
      }),
    ).toBeInTheDocument();
    expect(dialog.getByText(/^Schritt 3 von \d+$/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'Etwas ganz anderes' })).toBeChecked());
    expect(app.calls.some((call) => call.path === '/portal/api/bff/content/forms/cancelation')).toBe(true);
  }, 90_000);
});

describe('a content editor changes the insurance upgrade’s form', () => {
  it('and the wizard tells its notice first, then asks in the content’s new words', async () => {
    const addon = stepNamed(insuranceUpgrade, 'addon');
    await sqlContentStore(bff.db).saveForm({
      ...insuranceUpgrade,
      title: 'Mehr Schutz',
      steps: [
        {
          id: 'gut-zu-wissen',
          title: 'Gut zu wissen',
          fields: [info('hinweis', 'Hinweis', 'Den Schutz kannst du nur vor der Übergabe erweitern.')],
        },
        { ...addon, title: 'Welcher Schutz darf es sein?' },
      ],
    });

    const { app, dialog } = await openModal(
      'INSURANCE_UPGRADE',
      [
        ...orderPage('d-1002'),
        'GET /portal/api/bff/loyalty',
        'POST /api/addons',
        'GET /portal/api/bff/content/forms/insurance-upgrade',
      ],
      'Mehr Schutz',
      'd-1002',
    );
    expect(await dialog.findByRole('heading', { name: 'Gut zu wissen' })).toBeInTheDocument();
    expect(dialog.getByText('Den Schutz kannst du nur vor der Übergabe erweitern.')).toBeInTheDocument();
    expect(dialog.getByText('Schritt 1 von 2')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(
      await dialog.findByRole('radiogroup', { name: /Welcher Schutz darf es sein\?/ }),
    ).toBeInTheDocument();
    expect(dialog.getByText('Schritt 2 von 2')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Schutz buchen' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Zurück' }));
    expect(await dialog.findByRole('heading', { name: 'Gut zu wissen' })).toBeInTheDocument();
    expect(app.calls.some((call) => call.path === '/portal/api/bff/content/forms/insurance-upgrade')).toBe(
      true,
    );
  }, 90_000);
});

describe('a content editor changes the onsite appraisal’s form', () => {
  it('and the wizard asks for the day first, in the content’s new words', async () => {
    const address = stepNamed(onsiteAppraisal, 'address');
    const dateTime = stepNamed(onsiteAppraisal, 'date-time');
    await sqlContentStore(bff.db).saveForm({
      ...onsiteAppraisal,
      title: 'Begutachtung buchen',
      steps: [
        { ...dateTime, title: 'Wann passt es dir?' },
        { ...address, title: 'Hier kommen wir hin' },
      ],
    });

    const { app, dialog } = await openModal(
      'onsite-appraisal-booking',
      [
        'GET /portal/api/bff/auth/session',
        'GET /portal/api/bff/deals/d-1007',
        'GET /portal/api/bff/deals/d-1007/return',
        'GET /portal/api/bff/deals/d-1007/pre-return-appraisal',
        'GET /portal/api/bff/content/pages/car-details',
        'GET /portal/api/bff/deals',
        'GET /portal/api/bff/content/forms/onsite-appraisal-booking',
      ],
      'Begutachtung buchen',
      'd-1007',
    );
    expect(await dialog.findByRole('heading', { name: 'Wann passt es dir?' })).toBeInTheDocument();
    expect(dialog.getByText('Schritt 1 von 2')).toBeInTheDocument();
    // Going on waits for a day, as confirming did before.
    expect(dialog.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    const day = dialog.getByRole('combobox', { name: /Datum/ });
    const [, first] = [...day.querySelectorAll('option')].map((option) => option.value);
    await userEvent.selectOptions(day, first ?? '');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Weiter' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(await dialog.findByRole('heading', { name: 'Hier kommen wir hin' })).toBeInTheDocument();
    expect(dialog.getByText('Schritt 2 von 2')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Termin anfragen' })).toBeEnabled();
    expect(
      app.calls.some((call) => call.path === '/portal/api/bff/content/forms/onsite-appraisal-booking'),
    ).toBe(true);
  }, 90_000);
});

describe('a content editor changes the contract signing’s form', () => {
  it('and the wizard tells its notice before the signature, in the content’s new words', async () => {
    const sign = stepNamed(contractSigning, 'sign');
    await sqlContentStore(bff.db).saveForm({
      ...contractSigning,
      title: 'Vertrag unterschreiben',
      steps: [
        {
          id: 'vorab',
          title: 'Bevor du unterschreibst',
          fields: [info('hinweis', 'Hinweis', 'Nimm dir Zeit, den Vertrag in Ruhe zu lesen.')],
        },
        {
          ...sign,
          fields: sign.fields.map((field) =>
            field.name === 'confirmed' ? { ...field, label: 'Ich habe alles gelesen und stimme zu.' } : field,
          ),
        },
      ],
    });

    const { app, dialog } = await openModal(
      'contract-signing',
      [
        ...orderPage('d-1003'),
        'GET /portal/api/bff/deals/d-1003/contract',
        'GET /portal/api/bff/content/forms/contract-signing',
      ],
      'Vertrag unterschreiben',
      'd-1003',
    );
    expect(await dialog.findByRole('heading', { name: 'Bevor du unterschreibst' })).toBeInTheDocument();
    expect(dialog.getByText('Nimm dir Zeit, den Vertrag in Ruhe zu lesen.')).toBeInTheDocument();
    expect(dialog.getByText('Schritt 1 von 2')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Weiter' }));
    expect(
      await dialog.findByRole('checkbox', { name: 'Ich habe alles gelesen und stimme zu.' }),
    ).toBeInTheDocument();
    expect(dialog.getByText('Schritt 2 von 2')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Vertrag verbindlich unterschreiben' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Zurück' }));
    expect(await dialog.findByRole('heading', { name: 'Bevor du unterschreibst' })).toBeInTheDocument();
    expect(app.calls.some((call) => call.path === '/portal/api/bff/content/forms/contract-signing')).toBe(
      true,
    );
  }, 90_000);
});
