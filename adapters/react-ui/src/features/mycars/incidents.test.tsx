// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SLOW } from '../../test/dialogs.ts';
import { renderApp, signedInAs } from '../../test/render-app.tsx';

const now = new Date('2026-11-23T10:00:00Z');

const incident = (id: string, dealId: string, date: string, repair_status: string, extra: object = {}) => ({
  id,
  date,
  repair_status,
  appointment_date: null,
  damages: [{ area: 'front', part: 'bumper', type: { german_name: 'Kratzer' } }],
  repair_orders: [],
  deal_id: dealId,
  car:
    dealId === 'd-1001'
      ? { oem: 'Volkswagen', model: 'ID.4 Pro', license_plate: 'M-AB 1234' }
      : { oem: 'BMW', model: 'i4 eDrive40', license_plate: 'M-BI 4040' },
  ...extra,
});

const incidents = [
  incident('inc-3', 'd-1001', '2026-11-18', 'in_progress', {
    appointment_date: '2026-11-21',
    repair_orders: [{ date: '2026-11-19', download_url: '/portal/api/bff/documents/doc-1010/pdf' }],
  }),
  incident('inc-2', 'd-1006', '2026-11-03', 'pending'),
  incident('inc-1', 'd-1001', '2026-10-02', 'ordered'),
];

describe('/incidents', () => {
  it('shows a card per car, newest first, each incident with its status and repair orders', async () => {
    const view = renderApp('/incidents', {
      now,
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'GET /portal/api/bff/incidents': { status: 200, body: { data: incidents } },
      },
    });
    const vw = await screen.findByRole('group', { name: 'Volkswagen ID.4 Pro' }, SLOW);
    const cards = screen.getAllByRole('group').map((card) => card.getAttribute('data-incidents-of'));
    expect(cards).toEqual(['d-1001', 'd-1006']);
    expect(
      [...vw.querySelectorAll('[data-incident]')].map((item) => item.getAttribute('data-incident')),
    ).toEqual(['inc-3', 'inc-1']);
    expect(within(vw).getByText('In Reparatur')).toBeInTheDocument();
    expect(within(vw).getByRole('link', { name: 'Reparaturauftrag vom 19.11.2026' })).toHaveAttribute(
      'href',
      '/portal/api/bff/documents/doc-1010/pdf',
    );
    const bmw = screen.getByRole('group', { name: 'BMW i4 eDrive40' });
    expect(within(bmw).getByText('Ausstehend')).toBeInTheDocument();
    expect(within(bmw).getByRole('link', { name: 'Zum Auto' })).toHaveAttribute('href', '/mycars/d-1006');
    expect(view.calls.filter((call) => call.path === '/portal/api/bff/incidents')).toHaveLength(1);
  });

  it('asks for one car with its deal id and links to every car', async () => {
    const asked: string[] = [];
    renderApp('/incidents?dealId=d-1006', {
      now,
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'GET /portal/api/bff/incidents': ({ url }) => {
          asked.push(url.search);
          return { status: 200, body: { data: incidents.filter((each) => each.deal_id === 'd-1006') } };
        },
      },
    });
    await screen.findByRole('group', { name: 'BMW i4 eDrive40' }, SLOW);
    expect(asked).toEqual(['?dealId=d-1006']);
    expect(screen.getByRole('link', { name: 'Vorfälle aller Autos' })).toHaveAttribute('href', '/incidents');
  });

  it('says when no damage is recorded', async () => {
    renderApp('/incidents', {
      now,
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'GET /portal/api/bff/incidents': { status: 200, body: { data: [] } },
      },
    });
    expect(
      await screen.findByText('An deinen Autos ist kein Schaden erfasst.', {}, SLOW),
    ).toBeInTheDocument();
  });
});
