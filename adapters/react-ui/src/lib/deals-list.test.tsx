// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, renderApp, signedInAs } from '../test/render-app.tsx';

const now = new Date('2026-11-23T10:00:00Z');
const created = (model: string) => ({
  id: 'd-1002',
  state: 'CREATED',
  variant: 'SUBSCRIPTION',
  amount: 0,
  car: { oem: 'BMW', model },
});

describe('the deals list', () => {
  it('loads without refreshId, and after a write sends a new refreshId past the 5-minute deduplication', async () => {
    const asked: URLSearchParams[] = [];
    const answers = [created('i4 eDrive40'), created('i4 M50'), created('iX1')];
    const { queryClient } = renderApp('/mycars', {
      now,
      bff: {
        'GET /portal/api/bff/auth/session': signedInAs(),
        'GET /portal/api/bff/deals': ({ url }): Answer => {
          asked.push(url.searchParams);
          return { status: 200, body: { data: [answers[asked.length - 1]] } };
        },
        'GET /portal/api/bff/deals/d-1002/handover': { status: 200, body: { data: {} } },
        'GET /portal/api/bff/deals/d-1002/handover-metadata': { status: 200, body: { data: {} } },
        'GET /portal/api/bff/deals/d-1002/order-status': { status: 200, body: { data: { steps: [] } } },
      },
    });
    expect(await screen.findByText(/i4 eDrive40/)).toBeInTheDocument();
    expect(asked[0]?.has('refreshId')).toBe(false);

    // What a write does when it changed the deals (e.g. the cancellation or a wizard's submit).
    await queryClient.invalidateQueries({ queryKey: ['deals'] });
    expect(await screen.findByText(/i4 M50/)).toBeInTheDocument();
    await queryClient.invalidateQueries({ queryKey: ['deals'] });
    expect(await screen.findByText(/iX1/)).toBeInTheDocument();
    const refreshIds = asked.slice(1).map((query) => query.get('refreshId'));
    expect(refreshIds.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(refreshIds).size).toBe(2);
  });
});
