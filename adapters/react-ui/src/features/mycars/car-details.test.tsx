// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentModule, contentPage } from '../../test/car-details-fixtures.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';

const now = new Date('2026-11-23T10:00:00Z');

const activeDeal = {
  id: 'd-1001',
  state: 'ACTIVE',
  variant: 'SUBSCRIPTION',
  term: 12,
  amount: 54_900,
  mileage_package: 1500,
  actual_handover_date: '2025-12-20',
  return_date: '2027-06-20',
  damage_deductible_vollkasko: 100_000,
  damage_deductible_teilkasko: 50_000,
  car: {
    oem: 'Volkswagen',
    model: 'ID.4 Pro',
    license_plate: 'M-AB 1234',
    external_product_id: 'vw-id4-pro',
  },
};

const renderDetails = (answer: Answer | (() => Promise<Answer>)) =>
  renderApp('/mycars/d-1001', {
    now,
    bff: {
      'GET /portal/api/bff/auth/session': signedInAs(),
      'GET /portal/api/bff/deals/d-1001': answer,
      'GET /portal/api/bff/content/pages/car-details': contentPage([
        contentModule('vehicle-details', { showFooterActions: true }),
      ]),
    },
  });

const rowValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('/mycars/{id}', () => {
  it('shows that the deal is loading', async () => {
    renderDetails(() => new Promise<Answer>(() => {}));
    // The page itself (not the frame's fallback while its chunk loads) waits for the deal.
    expect(await screen.findByRole('link', { name: 'Zurück zu meinen Autos' })).toHaveAttribute(
      'href',
      '/mycars',
    );
    expect(within(screen.getByRole('main')).getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('shows the vehicle details rows of the contract', async () => {
    renderDetails({ status: 200, body: { data: activeDeal } });
    expect(await screen.findByRole('heading', { name: 'Volkswagen ID.4 Pro', level: 1 })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Fahrzeugdetails', level: 2 });
    expect(rowValue('Status')).toBe('Aktiv');
    expect(rowValue('Kennzeichen')).toBe('M-AB 1234');
    expect(rowValue('Laufzeit')).toBe('12 Monate');
    expect(rowValue('Monatliche Rate')).toMatch(/^549\s€$/);
    expect(rowValue('Kilometerpaket')).toBe('1.500 km/Monat');
    expect(rowValue('Abo-Beginn')).toBe('20.12.2025');
    expect(rowValue('Abo-Ende')).toBe('20.06.2027');
    // The deductibles have their own card: the vehicle's rows do not repeat them.
    expect(screen.queryByText('Selbstbeteiligung Vollkasko')).not.toBeInTheDocument();
  });

  it('offers the footer actions core allows for an ACTIVE deal, each leading to its modal or page', async () => {
    renderDetails({ status: 200, body: { data: activeDeal } });
    const footer = within(
      (await screen.findByText('Schaden melden')).closest('.fui-CardFooter') as HTMLElement,
    );
    const actions = footer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(actions).toEqual([
      ['Wie geht es weiter?', '/mycars/d-1001?modalName=extend-subscription-selector'],
      ['Schaden melden', '/mycars/d-1001/report-damage'],
      ['Kilometer verwalten', '/mycars/d-1001?modalName=manage-my-kilometres'],
      ['Kilometerstand melden', '/mycars/d-1001?modalName=mileage-report'],
      ['Service vereinbaren', '/mycars/d-1001/schedule-service'],
      ['Abo kündigen', '/mycars/d-1001?modalName=cancelation'],
    ]);
  });

  it('says when the deal does not exist (another customer’s deal answers 404)', async () => {
    renderDetails({ status: 404, body: { error: { code: 'not_found', message: '' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieses Abo haben wir nicht gefunden.');
  });

  it('says when the deal could not be loaded', async () => {
    renderDetails({ status: 500, body: { error: { code: 'general_error', message: '' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Daten konnten nicht geladen werden. Bitte versuche es erneut.',
    );
  });
});
