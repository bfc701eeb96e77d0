// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialogNamed, SLOW } from '../../test/dialogs.ts';
import { type Answer, renderApp, signedInAs } from '../../test/render-app.tsx';
import { activeDeal, createdDeal, now, withDeals } from './test-fixtures.ts';

// now is Monday 23.11.2026.
const runningLong = { ...activeDeal, id: 'd-1001', return_date: '2027-06-20' };
const returnBooked = {
  ...activeDeal,
  id: 'd-1007',
  return_date: '2026-12-18',
  return_type: 'PICKUP',
  car: { oem: 'Renault', model: 'Clio', license_plate: 'M-RC 12' },
};
const stopped = {
  ...activeDeal,
  id: 'd-1009',
  state: 'STOPPED',
  car: { oem: 'Kia', model: 'Niro EV', license_plate: 'M-KN 9' },
};
const order = { ...createdDeal, car: { oem: 'Cupra', model: 'Born' } };

const list = (...deals: object[]): Record<string, Answer> => ({
  'GET /portal/api/bff/deals': { status: 200, body: { data: deals } },
});
const booked: Answer = {
  status: 200,
  body: { data: { return_type: 'PICKUP', preferred_delivery_date: '2026-12-17' } },
};
const appraisal = (appointment_date: string | null): Answer => ({
  status: 200,
  body: {
    data: {
      address: null,
      options: appointment_date ? [] : ['2026-11-25'],
      appointment_date,
      appointment_timeslot: appointment_date ? '10:00' : null,
      date_slots: [],
    },
  },
});

const linksOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('/services', () => {
  it('lists for each car what can be booked now, each service only while its rule allows it', async () => {
    renderApp('/services', {
      now,
      bff: {
        ...withDeals(runningLong, returnBooked, stopped, order),
        ...list(runningLong, returnBooked, stopped, order),
        'GET /portal/api/bff/deals/d-1007/return': booked,
        'GET /portal/api/bff/deals/d-1007/pre-return-appraisal': appraisal(null),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Services', level: 1 })).toBeInTheDocument();
    const vw = await screen.findByRole('group', { name: 'Volkswagen ID.4 Pro' });
    // A link once the car's booking place is known (here: no partner, the portal's form).
    await within(vw).findByRole('link', { name: 'Service-Termin vereinbaren' }, SLOW);
    expect(linksOf(vw)).toEqual([
      ['Schaden melden', '/mycars/d-1001/report-damage?utm_source=services'],
      ['Service-Termin vereinbaren', '/mycars/d-1001/schedule-service'],
      ['Details ansehen', '/mycars/d-1001'],
    ]);
    const clio = screen.getByRole('group', { name: 'Renault Clio' });
    await within(clio).findByRole('link', { name: 'Begutachtung vor der Rückgabe anfragen' }, SLOW);
    await within(clio).findByRole('link', { name: 'Service-Termin vereinbaren' }, SLOW);
    expect(linksOf(clio)).toEqual([
      ['Schaden melden', '/mycars/d-1007/report-damage?utm_source=services'],
      ['Service-Termin vereinbaren', '/mycars/d-1007/schedule-service'],
      [
        'Begutachtung vor der Rückgabe anfragen',
        '/services?modalName=onsite-appraisal-booking&dealId=d-1007',
      ],
      [
        'Bankverbindung für die Kautionsrückzahlung angeben',
        '/services?modalName=deposit-refund-details&dealId=d-1007',
      ],
      ['Details ansehen', '/mycars/d-1007'],
    ]);
    const kia = screen.getByRole('group', { name: 'Kia Niro EV' });
    expect(linksOf(kia).map(([label]) => label)).toEqual([
      'Bankverbindung für die Kautionsrückzahlung angeben',
      'Details ansehen',
    ]);
    // An order not yet handed over offers nothing and is not listed.
    expect(screen.queryByRole('group', { name: 'Cupra Born' })).not.toBeInTheDocument();
  });

  it('leaves out the appraisal once an appointment was requested', async () => {
    renderApp('/services', {
      now,
      bff: {
        ...withDeals(returnBooked),
        ...list(returnBooked),
        'GET /portal/api/bff/deals/d-1007/return': booked,
        'GET /portal/api/bff/deals/d-1007/pre-return-appraisal': appraisal('2026-11-26'),
      },
    });
    const clio = await screen.findByRole('group', { name: 'Renault Clio' });
    await within(clio).findByRole('link', { name: /Kautionsrückzahlung/ });
    expect(within(clio).queryByRole('link', { name: /Begutachtung/ })).not.toBeInTheDocument();
  });

  it('opens the deposit-refund modal over the page for the chosen car', async () => {
    const view = renderApp('/services', {
      now,
      bff: { ...withDeals(stopped), ...list(stopped) },
    });
    const kia = await screen.findByRole('group', { name: 'Kia Niro EV' });
    await userEvent.click(within(kia).getByRole('link', { name: /Kautionsrückzahlung/ }));
    expect(view.router.state.location.pathname).toBe('/services');
    expect(view.router.state.location.search).toBe('?modalName=deposit-refund-details&dealId=d-1009');
  });

  it('says so when no car offers a service, with the way to my cars', async () => {
    renderApp('/services', { now, bff: { ...withDeals(order), ...list(order) } });
    expect(
      await screen.findByText('Für deine Autos kannst du gerade keinen Service buchen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu meinen Autos' })).toHaveAttribute('href', '/mycars');
  });

  it('is reached from the account menu', async () => {
    const view = renderApp('/mycars', {
      now,
      bff: { 'GET /portal/api/bff/auth/session': signedInAs(), ...list() },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Kontomenü/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Services' }));
    expect(await screen.findByRole('heading', { name: 'Services', level: 1 })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/services');
  });
});

describe('the service selector', () => {
  it('offers the appraisal and the deposit refund of a car with a booked return over its page', async () => {
    renderApp('/mycars/d-1007?modalName=service-selector', {
      now,
      bff: {
        ...withDeals(returnBooked),
        'GET /portal/api/bff/deals/d-1007/return': booked,
        'GET /portal/api/bff/deals/d-1007/pre-return-appraisal': appraisal(null),
      },
    });
    const dialog = await dialogNamed('Service');
    const appraisalLink = await dialog.findByRole('link', { name: 'Begutachtung vor der Rückgabe anfragen' });
    expect(appraisalLink).toHaveAttribute(
      'href',
      '/mycars/d-1007?modalName=onsite-appraisal-booking&dealId=d-1007',
    );
    expect(dialog.getByRole('link', { name: /Kautionsrückzahlung/ })).toBeInTheDocument();
  });

  it('offers only report damage and schedule service while the return is far', async () => {
    renderApp('/mycars/d-1001?modalName=service-selector', { now, bff: withDeals(runningLong) });
    const dialog = await dialogNamed('Service');
    await dialog.findByRole('link', { name: 'Schaden melden' });
    expect(dialog.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Schaden melden',
      'Service-Termin vereinbaren',
    ]);
  });
});
