// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed } from '../../../test/dialogs.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { activeDeal, failure, now } from '../test-fixtures.ts';
import { endedDeal, flowBff, nordAdmin, secondDeal } from './damage-service-fixtures.ts';

const PAGE = '/mycars/d-1001/schedule-service';
const REQUEST = 'POST /portal/api/bff/deals/d-1001/service-requests';
const next = () => userEvent.click(screen.getByRole('button', { name: 'Weiter' }));

/** Chooses inspection and oil change, gives the address and reaches the summary. */
const toSummary = async (servicesTitle = 'Welche Services brauchst du?') => {
  await screen.findByRole('heading', { name: servicesTitle });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Inspektion' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Ölwechsel' }));
  await userEvent.type(screen.getByLabelText(/^Anmerkungen/), 'Bitte vormittags.');
  await next();
  await screen.findByRole('heading', { name: 'Wo steht dein Auto?' });
  await userEvent.type(screen.getByLabelText(/^Straße/), 'Hafenstraße');
  await userEvent.type(screen.getByLabelText(/^Hausnummer/), '3');
  await userEvent.type(screen.getByLabelText(/^PLZ/), '20457');
  await userEvent.type(screen.getByLabelText(/^Stadt/), 'Hamburg');
  await next();
  await screen.findByRole('heading', { name: 'Zusammenfassung' });
};

describe('the schedule-service page', () => {
  it('needs at least one service, then the whole address', async () => {
    renderApp(PAGE, { now, bff: flowBff([activeDeal]) });
    expect(
      await screen.findByRole('heading', { name: 'Service-Termin vereinbaren', level: 1 }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Welche Services brauchst du?' });
    await next();
    expect(await screen.findByText('Bitte wähle mindestens einen Service aus.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hauptuntersuchung (HU/AU)' }));
    expect(screen.queryByText('Bitte wähle mindestens einen Service aus.')).not.toBeInTheDocument();
    await next();
    await screen.findByRole('heading', { name: 'Wo steht dein Auto?' });
    await userEvent.type(screen.getByLabelText(/^PLZ/), '123456');
    await next();
    expect(await screen.findAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(3);
    expect(screen.getByText('PLZ darf nur 5 Stellen haben')).toBeInTheDocument();
  });

  it('sums up car, services and address, sends the request and shows the success', async () => {
    const view = renderApp(PAGE, {
      now,
      bff: { ...flowBff([activeDeal]), [REQUEST]: { status: 200, body: { ok: true } } },
    });
    await toSummary();
    expect(screen.getByText('Volkswagen ID.4 Pro (M-AB 1234)', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Inspektion, Ölwechsel')).toBeInTheDocument();
    expect(screen.getByText('Hafenstraße 3, 20457 Hamburg')).toBeInTheDocument();
    expect(screen.getByText('Bitte vormittags.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    const success = await dialogNamed('Danke für deine Anfrage');
    expect(view.calls.find((call) => call.path.endsWith('/service-requests'))?.body).toEqual({
      car_id: 'car-77',
      requested_services: ['inspection', 'oilChange'],
      comment: 'Bitte vormittags.',
      street: 'Hafenstraße',
      houseNumber: '3',
      postalCode: '20457',
      city: 'Hamburg',
    });
    await userEvent.click(success.getAllByRole('button', { name: 'Schließen' }).at(-1) as HTMLElement);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mycars/d-1001'));
  });

  it('starts the car-inventory workflow with the car id once when the form opens, and goes on if it fails', async () => {
    const view = renderApp(PAGE, {
      now,
      bff: { ...flowBff([activeDeal]), 'POST /portal/api/bff/car-inventory': failure(500, 'general_error') },
    });
    await screen.findByRole('heading', { name: 'Welche Services brauchst du?' });
    await waitFor(() =>
      expect(view.calls.filter((call) => call.path === '/portal/api/bff/car-inventory')).toEqual([
        expect.objectContaining({ method: 'POST', body: { car_id: 'car-77' } }),
      ]),
    );
    // No retries (consumer spec §7), and the form stays usable.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Inspektion' }));
    await next();
    await screen.findByRole('heading', { name: 'Wo steht dein Auto?' });
    expect(view.calls.filter((call) => call.path === '/portal/api/bff/car-inventory')).toHaveLength(1);
  });

  it('shows the error modal on an answer other than 200; its confirm leads to the car', async () => {
    const view = renderApp(PAGE, {
      now,
      bff: { ...flowBff([activeDeal]), [REQUEST]: failure(502, 'schedule_service_failed') },
    });
    await toSummary();
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    const error = await dialogNamed('Das hat leider nicht geklappt');
    expect(
      error.getByText('Dein Service-Termin konnte nicht angefragt werden. Bitte versuche es später erneut.'),
    ).toBeInTheDocument();
    await userEvent.click(error.getByRole('button', { name: 'Zurück zu meinem Auto' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mycars/d-1001'));
  });

  it('shows the error modal when the car has no car id', async () => {
    renderApp(PAGE, { now, bff: flowBff([{ ...activeDeal, car_id: null }]) });
    expect(await dialogNamed('Es ist ein Fehler aufgetreten')).toBeDefined();
  });
});

describe('schedule service without a deal', () => {
  it('asks for the car on /mycars/no-deal/schedule-service and opens its page', async () => {
    const view = renderApp('/mycars/no-deal/schedule-service', {
      now,
      bff: flowBff([activeDeal, secondDeal]),
    });
    await userEvent.selectOptions(await screen.findByLabelText(/^Fahrzeug/), 'd-1003');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mycars/d-1003/schedule-service'));
  });

  it('shows the no-deal error modal leading to my cars', async () => {
    const view = renderApp('/mycars/no-deal/schedule-service', { now, bff: flowBff([endedDeal]) });
    const dialog = await dialogNamed('Kein Abo gefunden');
    await userEvent.click(dialog.getByRole('button', { name: 'Zu meinen Autos' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/mycars'));
  });
});

describe('schedule service in the business portal', () => {
  const fleetCar = { ...activeDeal, id: 'f-2001', car_id: 'car-2001' };

  it('lets a fleet user without a car in the address choose one of the fleet', async () => {
    const view = renderApp('/mycars/no-deal/schedule-service', { now, bff: flowBff([fleetCar], nordAdmin) });
    const selector = await screen.findByLabelText(/^Fahrzeug/);
    expect(screen.getByRole('link', { name: 'Zurück zur Flotte' })).toHaveAttribute('href', '/cars/all');
    await userEvent.selectOptions(selector, 'f-2001');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/car/f-2001/schedule-service'));
  });

  it('leads a fleet user without a car to the fleet, not to /mycars', async () => {
    const view = renderApp('/mycars/no-deal/schedule-service', { now, bff: flowBff([endedDeal], nordAdmin) });
    const dialog = await dialogNamed('Kein Fahrzeug gefunden');
    await userEvent.click(dialog.getByRole('button', { name: 'Zur Flotte' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/cars/all'));
  });

  it('leads to the confirmation route with the request in its query, which the page shows', async () => {
    const view = renderApp('/car/f-2001/schedule-service', {
      now,
      bff: {
        ...flowBff([fleetCar], nordAdmin),
        'POST /portal/api/bff/deals/f-2001/service-requests': { status: 200, body: { ok: true } },
      },
    });
    await toSummary('Welche Services benötigen Sie?');
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/car/f-2001/support/inspection/confirmation'),
    );
    expect(Object.fromEntries(new URLSearchParams(view.router.state.location.search))).toEqual({
      serviceTypes: 'inspection,oilChange',
      comment: 'Bitte vormittags.',
      street: 'Hafenstraße',
      houseNumber: '3',
      postalCode: '20457',
      city: 'Hamburg',
    });
    expect(await screen.findByText('Vielen Dank für Ihre Anfrage')).toBeInTheDocument();
    expect(screen.getByText('Inspektion, Ölwechsel')).toBeInTheDocument();
    expect(screen.getByText('Hafenstraße 3, 20457 Hamburg')).toBeInTheDocument();
  });

  it('shows only known services of the confirmation query', async () => {
    renderApp('/car/f-2001/support/inspection/confirmation?serviceTypes=huau,unknown', {
      now,
      bff: flowBff([fleetCar], nordAdmin),
    });
    expect(await screen.findByText('Hauptuntersuchung (HU/AU)')).toBeInTheDocument();
    expect(screen.queryByText(/unknown/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Fahrzeug' })).toHaveAttribute(
      'href',
      '/car/f-2001/details',
    );
  });
});

describe('the service selector', () => {
  it('leads a business user to the business portal’s pages', async () => {
    renderApp('/cars/all?modalName=service-selector&dealId=f-2001', {
      now,
      bff: { ...flowBff([{ ...activeDeal, id: 'f-2001' }], nordAdmin) },
    });
    const dialog = await dialogNamed('Service');
    expect(await dialog.findByRole('link', { name: 'Schaden melden' })).toHaveAttribute(
      'href',
      '/car/f-2001/report-damage?utm_source=services',
    );
    expect(dialog.getByRole('link', { name: 'Service-Termin vereinbaren' })).toHaveAttribute(
      'href',
      '/car/f-2001/schedule-service',
    );
  });
});
