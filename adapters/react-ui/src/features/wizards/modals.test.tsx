// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dialogNamed } from '../../test/dialogs.ts';
import { renderApp } from '../../test/render-app.tsx';
import { NAMED_MODALS } from './modal-registry.tsx';
import { dealIdOf } from './modal-target.ts';
import { activeDeal, now, withDeals } from './test-fixtures.ts';

describe('modals by name', () => {
  it('knows every modal name of the specification', () => {
    expect(Object.keys(NAMED_MODALS).sort()).toEqual(
      [
        'extend-subscription-selector',
        'service-selector',
        'cancelation',
        'MULTISTEP_EDIT_RETURN',
        'MULTISTEP_EDIT_HANDOVER',
        'handover-self-pickup',
        'power-of-attorney-handover',
        'power-of-attorney',
        'onsite-appraisal-booking',
        'INSURANCE_UPGRADE',
        'edit-mileage',
        'manage-my-kilometres',
        'mileage-report',
        'REPORT_DAMAGE_MODAL',
        'handover-options',
        'request-success-modal',
        'prolongation-failed-modal',
        'deposit-refund-details',
        'contract-signing',
        'request-error',
        'delay-alternatives',
        'transition-vehicle',
      ].sort(),
    );
  });

  it('act on the page’s deal first, else on the dealId parameter', () => {
    expect(dealIdOf('/mycars/d-1001', new URLSearchParams('dealId=d-2'))).toBe('d-1001');
    expect(dealIdOf('/mycars/d-1001/report-damage', new URLSearchParams())).toBe('d-1001');
    expect(dealIdOf('/mycars', new URLSearchParams('dealId=d-2'))).toBe('d-2');
    expect(dealIdOf('/myaccount', new URLSearchParams())).toBeUndefined();
  });

  it('opens the named modal on the car’s page and removes the parameter when it closes', async () => {
    const user = userEvent.setup();
    const view = renderApp('/mycars/d-1001?modalName=service-selector', { now, bff: withDeals(activeDeal) });
    const dialog = await dialogNamed('Service');
    expect(await dialog.findByRole('link', { name: 'Schaden melden' })).toHaveAttribute(
      'href',
      '/mycars/d-1001/report-damage?utm_source=services',
    );
    await user.click(dialog.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(view.router.state.location.pathname).toBe('/mycars/d-1001');
    // The content unmounts 250 ms after closing.
    await waitFor(() => expect(screen.queryByText('Wobei können wir dir helfen?')).not.toBeInTheDocument());
  });

  it('opens on any page, with the deal of the dealId parameter, and forgets it on closing', async () => {
    const user = userEvent.setup();
    const view = renderApp('/myaccount?modalName=service-selector&dealId=d-1001', {
      now,
      bff: withDeals(activeDeal),
    });
    const dialog = await dialogNamed('Service');
    expect(await dialog.findByRole('link', { name: 'Service-Termin vereinbaren' })).toHaveAttribute(
      'href',
      '/mycars/d-1001/schedule-service',
    );
    await user.click(dialog.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('offers the service partner’s booking link of the car, asked with carId and dealId', async () => {
    const asked: string[] = [];
    renderApp('/mycars/d-1001?modalName=service-selector', {
      now,
      bff: {
        ...withDeals(activeDeal),
        'GET /portal/api/bff/deals/schedule-service/car-77': ({ url }) => {
          asked.push(`${url.pathname}${url.search}`);
          return {
            status: 200,
            body: { url: 'https://termine.servicepartner.example/buchen?fahrzeug=car-77' },
          };
        },
      },
    });
    const dialog = await dialogNamed('Service');
    await waitFor(() =>
      expect(dialog.getByRole('link', { name: 'Service-Termin vereinbaren' })).toHaveAttribute(
        'href',
        'https://termine.servicepartner.example/buchen?fahrzeug=car-77',
      ),
    );
    expect(dialog.getByRole('link', { name: 'Service-Termin vereinbaren' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(asked).toEqual(['/portal/api/bff/deals/schedule-service/car-77?dealId=d-1001']);
  });

  it('keeps the portal’s schedule-service page when the link is the portal’s own', async () => {
    renderApp('/mycars/d-1001?modalName=service-selector', {
      now,
      bff: {
        ...withDeals(activeDeal),
        'GET /portal/api/bff/deals/schedule-service/car-77': {
          status: 200,
          body: { url: `${window.location.origin}/mycars/d-1001/schedule-service` },
        },
      },
    });
    const dialog = await dialogNamed('Service');
    const link = await dialog.findByRole('link', { name: 'Service-Termin vereinbaren' });
    expect(link).toHaveAttribute('href', '/mycars/d-1001/schedule-service');
    expect(link).not.toHaveAttribute('target');
  });

  it('leads to my cars when no deal is named', async () => {
    renderApp('/myaccount?modalName=service-selector', { now, bff: withDeals() });
    const dialog = await dialogNamed('Service');
    expect(dialog.getByRole('link', { name: 'Zu meinen Autos' })).toHaveAttribute('href', '/mycars');
  });

  it('ignores an unknown name with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/mycars/d-1001?modalName=no-such-modal', { now, bff: withDeals(activeDeal) });
    await screen.findByRole('heading', { name: 'Volkswagen ID.4 Pro', level: 1 });
    expect(warn).toHaveBeenCalledWith('Unknown modal "no-such-modal" ignored');
    expect(screen.queryAllByRole('dialog')).toEqual([]);
    warn.mockRestore();
  });

  it('shows the request-error modal with the hotline by its name', async () => {
    renderApp('/mycars/d-1001?modalName=request-error', { now, bff: withDeals(activeDeal) });
    const dialog = await dialogNamed('Es ist ein Fehler aufgetreten');
    expect(
      dialog.getByText('Bitte wende dich an unsere Hotline, täglich von 8:00 bis 20:00 Uhr erreichbar.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('+49 30 12345678')).toBeInTheDocument();
  });
});
