// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../test/render-app.tsx';
import { aFleetCar, carsList, nordAdmin, nordflotte, reservedOrder } from './fleet-fixtures.ts';

/**
 * axe over the rendered page. Colour contrast needs a layout happy-dom does not make, and so do
 * tabster's focus sentinels (Fluent's own, aria-hidden by design): index.html draws them 0 × 0, which
 * axe recognises as a sentinel in a browser (tests/e2e check them there); this render has no index.html.
 */
const violationsOf = async () => {
  const result = await axe.run(
    { include: [document.body], exclude: [['[data-tabster-dummy]']] },
    { rules: { 'color-contrast': { enabled: false } } },
  );
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ''}`);
};

const session = { 'GET /portal/api/bff/auth/session': signedInAs(nordAdmin) };

describe('the fleet pages for assistive technology', () => {
  it('/cars has no accessibility violations', async () => {
    renderApp('/cars/all', {
      bff: {
        ...session,
        'GET /portal/api/bff/fleet/cars': carsList({
          items: [aFleetCar(), aFleetCar({ id: 'f-2009', state: 'HANDOVER', action_required: true })],
          tabsNeedingAction: ['all', 'orders', 'handover'],
          matchCount: 60,
        }),
        'GET /portal/api/bff/companies': { status: 200, body: { data: [nordflotte] } },
      },
    });
    await screen.findByRole('table');
    expect(await violationsOf()).toEqual([]);
  });

  it('the order detail has no accessibility violations', async () => {
    renderApp('/orders/f-2002', {
      bff: {
        ...session,
        'GET /portal/api/bff/fleet/orders/f-2002': { status: 200, body: { data: reservedOrder } },
      },
    });
    await screen.findByRole('region', { name: 'Aktionen' });
    expect(await violationsOf()).toEqual([]);
  });
});
