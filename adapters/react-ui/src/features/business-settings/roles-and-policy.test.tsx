// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nordAdmin, viewedBySupport } from '../../test/nordflotte-fixtures.ts';
import { renderApp, signedInAs } from '../../test/render-app.tsx';
import {
  asNordAdmin,
  asNordAnalyst,
  asNordDriver,
  defaultPolicy,
  failure,
  never,
  ok,
  roles,
  SESSION,
} from './settings-fixtures.ts';

const ROLES = 'GET /portal/api/bff/fleet/settings/roles';
const POLICY = 'GET /portal/api/bff/fleet/settings/car-policy';
const SAVE_POLICY = 'PUT /portal/api/bff/fleet/settings/car-policy';

describe('/settings/roles-management', () => {
  it('tells a driver and an analyst that admins manage roles, without asking the BFF', async () => {
    for (const session of [asNordDriver, asNordAnalyst]) {
      const { calls, unmount } = renderApp('/settings/roles-management', { bff: { [SESSION]: session } });
      expect(
        await screen.findByText(
          'Die Rollen Ihres Unternehmens verwalten die Administrator*innen. Bitte wenden Sie sich an eine*n Administrator*in Ihres Unternehmens.',
        ),
      ).toBeInTheDocument();
      expect(calls.some((call) => call.path.endsWith('/settings/roles'))).toBe(false);
      unmount();
    }
  });

  it('shows that the roles are loading, and when they failed', async () => {
    const loading = renderApp('/settings/roles-management', {
      bff: { [SESSION]: asNordAdmin, [ROLES]: never },
    });
    await screen.findByRole('heading', { name: 'Einstellungen', level: 1 });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
    loading.unmount();
    renderApp('/settings/roles-management', {
      bff: { [SESSION]: asNordAdmin, [ROLES]: failure(500, 'general_error') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Daten konnten nicht geladen werden.');
  });

  it('says when the company has no contacts', async () => {
    renderApp('/settings/roles-management', { bff: { [SESSION]: asNordAdmin, [ROLES]: ok([]) } });
    expect(
      await screen.findByText('Für Ihr Unternehmen sind noch keine Kontakte angelegt.'),
    ).toBeInTheDocument();
  });

  it("lists every contact's role and status and changes a role", async () => {
    const { calls } = renderApp('/settings/roles-management', {
      bff: {
        [SESSION]: asNordAdmin,
        [ROLES]: ok(roles),
        'PUT /portal/api/bff/fleet/settings/roles/ct-2003': ok({ ...roles[1], role: 'admin' }),
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Rolle von Anna Analyse' });
    expect(select).toHaveValue('analyst');
    expect(screen.getByText('Eingeladen')).toBeInTheDocument();
    await userEvent.selectOptions(select, 'admin');
    expect(await screen.findByText('Anna Analyse ist jetzt Administrator*in.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ role: 'admin' });
  });

  it("shows each contact's role without a way to change it in a support user's view", async () => {
    renderApp('/settings/roles-management', {
      bff: { [SESSION]: signedInAs(viewedBySupport(nordAdmin)), [ROLES]: ok(roles) },
    });
    expect(await screen.findByText('Anna Analyse')).toBeInTheDocument();
    expect(screen.getByText('Analyst*in')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Rolle von/ })).toBeNull();
  });

  it('explains that the last admin cannot give up the role', async () => {
    renderApp('/settings/roles-management', {
      bff: {
        [SESSION]: asNordAdmin,
        [ROLES]: ok(roles),
        'PUT /portal/api/bff/fleet/settings/roles/ct-2001': failure(409, 'conflict'),
      },
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Rolle von Nora Nord' }),
      'driver',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihr Unternehmen braucht mindestens eine*n Administrator*in.',
    );
  });
  it('shows a failure without a reason of its own as the generic toast (business spec §8)', async () => {
    renderApp('/settings/roles-management', {
      bff: {
        [SESSION]: asNordAdmin,
        [ROLES]: ok(roles),
        'PUT /portal/api/bff/fleet/settings/roles/ct-2003': failure(500, 'general_error'),
      },
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Rolle von Anna Analyse' }),
      'admin',
    );
    const toast = await screen.findByText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.');
    expect(screen.getByRole('main')).not.toContainElement(toast);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/settings/car-policy', () => {
  it('tells a driver that admins set the car policy, without asking the BFF', async () => {
    const { calls } = renderApp('/settings/car-policy', { bff: { [SESSION]: asNordDriver } });
    expect(
      await screen.findByText(
        'Die Car Policy Ihres Unternehmens legen die Administrator*innen fest. Bitte wenden Sie sich an eine*n Administrator*in Ihres Unternehmens.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/car-policy'))).toBe(false);
  });

  it('shows that the policy is loading, and when it failed', async () => {
    const loading = renderApp('/settings/car-policy', { bff: { [SESSION]: asNordAdmin, [POLICY]: never } });
    await screen.findByRole('heading', { name: 'Einstellungen', level: 1 });
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
    loading.unmount();
    renderApp('/settings/car-policy', {
      bff: { [SESSION]: asNordAdmin, [POLICY]: failure(500, 'general_error') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Daten konnten nicht geladen werden.');
  });

  it('shows the default policy: no budget, every fuel and all 24 makes allowed', async () => {
    renderApp('/settings/car-policy', { bff: { [SESSION]: asNordAdmin, [POLICY]: ok(defaultPolicy) } });
    const brands = await screen.findByRole('group', { name: 'Erlaubte Marken' });
    const makes = within(brands).getAllByRole('checkbox').slice(1);
    expect(makes).toHaveLength(24);
    for (const make of makes) expect(make).toBeChecked();
    expect(screen.getByLabelText('Monatliches Budget je Fahrzeug')).toHaveValue('');
    expect(screen.getByText(/Gilt für:\s*alle Fahrer\*innen/)).toBeInTheDocument();
  });

  it("shows the car policy read-only and without saving in a support user's view", async () => {
    renderApp('/settings/car-policy', {
      bff: { [SESSION]: signedInAs(viewedBySupport(nordAdmin)), [POLICY]: ok(defaultPolicy) },
    });
    const brands = await screen.findByRole('group', { name: 'Erlaubte Marken' });
    for (const make of within(brands).getAllByRole('checkbox')) expect(make).toBeDisabled();
    expect(screen.getByLabelText('Monatliches Budget je Fahrzeug')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  it('asks for a budget in euros and at least one make, and sends nothing until then', async () => {
    const { calls } = renderApp('/settings/car-policy', {
      bff: { [SESSION]: asNordAdmin, [POLICY]: ok(defaultPolicy) },
    });
    const brands = await screen.findByRole('group', { name: 'Erlaubte Marken' });
    await userEvent.click(within(brands).getByRole('checkbox', { name: 'Alle' }));
    await userEvent.type(screen.getByLabelText('Monatliches Budget je Fahrzeug'), 'viel');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte wählen Sie mindestens eine Marke aus.')).toBeInTheDocument();
    expect(
      screen.getByText('Bitte geben Sie einen Betrag in Euro ein, z. B. 800 oder 799,50.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves a budget and a restricted list of makes', async () => {
    const { calls } = renderApp('/settings/car-policy', {
      bff: {
        [SESSION]: asNordAdmin,
        [POLICY]: ok(defaultPolicy),
        [SAVE_POLICY]: ({ body }) => ok(body),
      },
    });
    const brands = await screen.findByRole('group', { name: 'Erlaubte Marken' });
    await userEvent.click(within(brands).getByRole('checkbox', { name: 'Alle' }));
    await userEvent.click(within(brands).getByRole('checkbox', { name: 'BMW' }));
    await userEvent.click(within(brands).getByRole('checkbox', { name: 'Volkswagen' }));
    await userEvent.type(screen.getByLabelText('Monatliches Budget je Fahrzeug'), '799,50');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Car Policy wurde gespeichert.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...defaultPolicy,
      budgetLimit: 79950,
      allowedBrands: ['BMW', 'Volkswagen'],
    });
  });
});
