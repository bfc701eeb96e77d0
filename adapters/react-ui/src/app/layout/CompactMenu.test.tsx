// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { kimsProfile } from '../../test/account-fixtures.ts';
import { renderApp, signedInAs } from '../../test/render-app.tsx';

const bff = {
  'GET /portal/api/bff/auth/session': signedInAs(),
  'GET /portal/api/bff/profile': { status: 200, body: { data: kimsProfile } },
  'GET /portal/api/bff/companies': { status: 200, body: { data: [] } },
  'GET /portal/api/bff/deals': { status: 200, body: { data: [] } },
};

describe("the compact header's menu", () => {
  it('opens with the focus on its first link and closes with Escape, the focus back on its button', async () => {
    const user = userEvent.setup();
    renderApp('/myaccount', { bff });
    const header = within(await screen.findByRole('banner'));
    const menu = await header.findByRole('button', { name: 'Menü' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(header.queryByRole('navigation', { name: 'Auto-Abo entdecken' })).toBeNull();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const links = header.getByRole('navigation', { name: 'Auto-Abo entdecken' });
    await waitFor(() => expect(within(links).getByRole('link', { name: 'Autos' })).toHaveFocus());
    // The language too (the wide header's own switch is there as well, hidden by CSS on a phone).
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toContainElement(links);
    expect(within(panel).getByRole('combobox', { name: 'Sprache' })).toBeInTheDocument();
    const account = header.getByRole('navigation', { name: /^Kontomenü von / });
    expect(within(account).getByRole('link', { name: 'Mein Profil' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(header.queryByRole('navigation', { name: 'Auto-Abo entdecken' })).toBeNull();
    expect(menu).toHaveFocus();
  });

  it('closes when one of its links leads to another page', async () => {
    const user = userEvent.setup();
    renderApp('/myaccount', { bff });
    const header = within(await screen.findByRole('banner'));
    const menu = await header.findByRole('button', { name: 'Menü' });
    await user.click(menu);
    const account = header.getByRole('navigation', { name: /^Kontomenü von / });
    await user.click(within(account).getByRole('link', { name: 'Meine Fahrer' }));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
  });

  it('offers no account pages to someone signed out', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const header = within(await screen.findByRole('banner'));
    await user.click(await header.findByRole('button', { name: 'Menü' }));
    expect(header.getByRole('navigation', { name: 'Auto-Abo entdecken' })).toBeInTheDocument();
    expect(header.queryByRole('navigation', { name: /^Kontomenü von / })).toBeNull();
  });
});
