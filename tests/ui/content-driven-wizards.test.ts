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
import { returnWizard } from '../../adapters/sql/seed/content/forms-return-handover.ts';
import type { LocalisedForm } from '../../core/content/types.ts';
import { type Caller, DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

let bff: DemoBff;
let kunde: Caller;
beforeAll(async () => {
  bff = await demoBff();
  kunde = await bff.signIn('kunde@demo.example');
});
afterAll(() => bff.close());

/** The portal's calls of the return wizard on d-1001, answered by the demo BFF as Kim. */
const PATHS = [
  'GET /portal/api/bff/auth/session',
  'GET /portal/api/bff/deals/d-1001',
  'GET /portal/api/bff/deals/d-1001/return',
  'GET /portal/api/bff/deals/d-1001/return-metadata',
  'GET /portal/api/bff/content/forms/return',
  'GET /portal/api/bff/content/pages/car-details',
  'GET /portal/api/bff/deals',
];

const viaDemoBff = (): Record<string, (request: { url: URL }) => Promise<Answer>> =>
  Object.fromEntries(
    PATHS.map((key) => [
      key,
      async ({ url }: { url: URL }) => {
        const answer = await kunde.get(`${url.pathname}${url.search}`);
        return { status: answer.statusCode, body: answer.body ? answer.json() : undefined };
      },
    ]),
  );

const stepNamed = (form: LocalisedForm, id: string) => {
  const step = form.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`the seeded return form has the step ${id}`);
  return step;
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

    const app = renderApp('/mycars/d-1001?modalName=MULTISTEP_EDIT_RETURN', {
      now: DEMO_NOW,
      bff: viaDemoBff(),
    });
    // The car's page and the form come from PGlite first: that may take a while on a busy machine.
    await waitFor(
      () =>
        expect(
          screen.queryAllByRole('dialog', { hidden: true }).map((d) => d.getAttribute('aria-label')),
        ).toContain('Auto zurückgeben'),
      { timeout: 30_000 },
    );
    const dialog = await dialogNamed('Auto zurückgeben');
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
