// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_GAP_PX } from '../../components/PageStack.tsx';
import {
  activeDeal,
  contentModule,
  contentPage,
  createdDeal,
  failure,
  now,
  renderCarDetails,
} from '../../test/car-details-fixtures.ts';

const headings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/mycars/{id} is assembled from the content page', () => {
  it('shows the modules in the content’s order', async () => {
    renderCarDetails(activeDeal, [
      contentModule('deductibles'),
      contentModule('vehicle-details'),
      contentModule('category-subscription-info'),
    ]);
    await screen.findByRole('heading', { name: 'Fahrzeugdetails', level: 2 });
    expect(headings()).toEqual(['Selbstbeteiligung', 'Fahrzeugdetails', 'Dein Kategorie-Abo']);
  });

  it('asks for the page in the chosen locale', async () => {
    const locales: (string | null)[] = [];
    renderCarDetails(activeDeal, [], {
      'GET /portal/api/bff/content/pages/car-details': ({ url }) => {
        locales.push(url.searchParams.get('locale'));
        return contentPage([contentModule('deductibles')]);
      },
    });
    await screen.findByRole('heading', { name: 'Selbstbeteiligung' });
    expect(locales).toEqual(['de-DE']);
  });

  it('hides a module whose visibility rule does not hold for the deal', async () => {
    const onlyCreated = { visibility: { type: 'equal', field: 'deal.state', value: 'CREATED' } };
    renderCarDetails(activeDeal, [
      contentModule('deductibles'),
      contentModule('category-subscription-info', {}, onlyCreated),
    ]);
    await screen.findByRole('heading', { name: 'Selbstbeteiligung' });
    expect(screen.queryByRole('heading', { name: 'Dein Kategorie-Abo' })).not.toBeInTheDocument();
  });

  it('shows the same module when its rule holds', async () => {
    const onlyCreated = { visibility: { type: 'equal', field: 'deal.state', value: 'CREATED' } };
    renderCarDetails(createdDeal, [contentModule('category-subscription-info', {}, onlyCreated)]);
    expect(await screen.findByRole('heading', { name: 'Dein Kategorie-Abo' })).toBeInTheDocument();
  });

  it('holds modules back for a deal younger than 24 hours unless the content allows it sooner', async () => {
    const newDeal = { ...activeDeal, created_at: new Date(now.getTime() - 3 * 3_600_000).toISOString() };
    renderCarDetails(newDeal, [
      { id: 'm-default', type: 'deductibles', props: {} },
      contentModule('category-subscription-info'),
    ]);
    await screen.findByRole('heading', { name: 'Dein Kategorie-Abo' });
    expect(screen.queryByRole('heading', { name: 'Selbstbeteiligung' })).not.toBeInTheDocument();
  });

  it('reads rules over the customer as well as the deal', async () => {
    const businessOnly = { visibility: { type: 'equal', field: 'customer.kind', value: 'business' } };
    renderCarDetails(activeDeal, [
      contentModule('deductibles'),
      contentModule('category-subscription-info', {}, businessOnly),
    ]);
    await screen.findByRole('heading', { name: 'Selbstbeteiligung' });
    expect(screen.queryByRole('heading', { name: 'Dein Kategorie-Abo' })).not.toBeInTheDocument();
  });

  it('only warns about an unknown module type and shows the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderCarDetails(activeDeal, [
        { ...contentModule('hologram'), id: 'm-99' },
        contentModule('deductibles'),
      ]);
      await screen.findByRole('heading', { name: 'Selbstbeteiligung' });
      await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('"hologram"')));
      expect(warn.mock.calls[0]?.[0]).toContain('m-99');
      expect(headings()).toEqual(['Selbstbeteiligung']);
    } finally {
      warn.mockRestore();
    }
  });

  it('shows the emergency-call block with the hotline and leaves the chat widget to itself, without warnings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderCarDetails(activeDeal, [
        contentModule('emergency-call', { phone: '+49 30 12345678' }),
        contentModule('chat-widget', { lazy: true }),
      ]);
      const heading = await screen.findByRole('heading', { name: 'Notfall oder Panne?' });
      const card = within(heading.closest('.fui-Card') as HTMLElement);
      expect(
        card.getByText('Unsere Hotline ist täglich von 8:00 bis 20:00 Uhr für dich da.'),
      ).toBeInTheDocument();
      expect(card.getByRole('link', { name: '+49 30 12345678' })).toHaveAttribute(
        'href',
        'tel:+493012345678',
      );
      expect(headings()).toEqual(['Notfall oder Panne?']);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('leaves out a module whose rule cannot be read, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderCarDetails(activeDeal, [
        contentModule(
          'category-subscription-info',
          {},
          { visibility: { type: 'weekday', field: 'deal.id' } },
        ),
        contentModule('deductibles'),
      ]);
      await screen.findByRole('heading', { name: 'Selbstbeteiligung' });
      expect(screen.queryByRole('heading', { name: 'Dein Kategorie-Abo' })).not.toBeInTheDocument();
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('says when the content page could not be loaded, and loads it again on retry', async () => {
    let answers = 0;
    renderCarDetails(activeDeal, [], {
      'GET /portal/api/bff/content/pages/car-details': () => {
        answers += 1;
        return answers === 1 ? failure() : contentPage([contentModule('deductibles')]);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Daten konnten nicht geladen werden. Bitte versuche es erneut.');
    screen.getByRole('button', { name: 'Erneut versuchen' }).click();
    expect(await screen.findByRole('heading', { name: 'Selbstbeteiligung' })).toBeInTheDocument();
  });

  it('stacks the modules 16 apart (the page gap design token)', async () => {
    renderCarDetails(activeDeal, [contentModule('deductibles'), contentModule('category-subscription-info')]);
    const module = await screen.findByRole('heading', { name: 'Selbstbeteiligung' });
    expect(PAGE_GAP_PX).toBe(16);
    expect(module.closest('.fui-Card')?.parentElement).toHaveAttribute('data-page-stack');
  });
});
