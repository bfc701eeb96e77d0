// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeDeal, contentModule, contentPage, renderCarDetails } from '../../test/car-details-fixtures.ts';
import { kimKunde, signedInAs } from '../../test/render-app.tsx';

const editor = { ...kimKunde, email: 'redaktion@demo.example', name: 'Rita Redaktion', is_editor: true };
const fleetAdmin = {
  email: 'admin@nordflotte.example',
  name: 'Nora Nord',
  kind: 'business',
  role: 'admin',
  company_id: 'co-nordflotte',
  is_editor: false,
};
const editUrl = (id: string) => `https://portal.example/redaktion/seiten/car-details/de-DE#${id}`;
const withLinks = [
  { ...contentModule('deductibles'), editUrl: editUrl('m-deductibles') },
  { ...contentModule('category-subscription-info'), editUrl: editUrl('m-category-subscription-info') },
];

describe('editing links on the car details page (consumer spec §6)', () => {
  it('shows the editor a "Bearbeiten" link per module that names it and opens the editor view in a new tab', async () => {
    renderCarDetails(activeDeal, withLinks, { 'GET /portal/api/bff/auth/session': signedInAs(editor) });
    await screen.findByRole('heading', { name: 'Selbstbeteiligung' });
    const links = screen.getAllByRole('link', { name: /^Bearbeiten/ });
    expect(links).toHaveLength(2);
    const [first] = links;
    expect(first).toHaveTextContent('Bearbeiten');
    expect(first).toHaveAccessibleName('Bearbeiten: Modul deductibles (m-deductibles), öffnet in neuem Tab');
    expect(first).toHaveAttribute('href', editUrl('m-deductibles'));
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      screen.getByRole('link', { name: /Modul category-subscription-info \(m-category-subscription-info\)/ }),
    ).toHaveAttribute('href', editUrl('m-category-subscription-info'));
  });

  it('puts each link with its own module', async () => {
    renderCarDetails(activeDeal, withLinks, { 'GET /portal/api/bff/auth/session': signedInAs(editor) });
    const heading = await screen.findByRole('heading', { name: 'Selbstbeteiligung' });
    const editable = heading.closest('.fui-Card')?.parentElement as HTMLElement;
    expect(within(editable).getByRole('link', { name: /^Bearbeiten/ })).toHaveAttribute(
      'href',
      editUrl('m-deductibles'),
    );
  });

  it.each([
    ['a customer', kimKunde],
    ['a business user', fleetAdmin],
  ])('shows %s no link, even from a page answer that carried them', async (_, user) => {
    renderCarDetails(activeDeal, withLinks, { 'GET /portal/api/bff/auth/session': signedInAs(user) });
    await screen.findByRole('heading', { name: 'Selbstbeteiligung' });
    expect(screen.getByRole('heading', { name: 'Dein Kategorie-Abo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bearbeiten/ })).not.toBeInTheDocument();
  });

  it('shows the editor no link for a module the BFF gave none', async () => {
    renderCarDetails(activeDeal, [contentModule('deductibles')], {
      'GET /portal/api/bff/auth/session': signedInAs(editor),
      'GET /portal/api/bff/content/pages/car-details': contentPage([contentModule('deductibles')]),
    });
    await screen.findByRole('heading', { name: 'Selbstbeteiligung' });
    expect(screen.queryByRole('link', { name: /Bearbeiten/ })).not.toBeInTheDocument();
  });
});
