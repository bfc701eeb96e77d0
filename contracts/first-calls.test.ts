import { describe, expect, it } from 'vitest';
import { dealPageCalls } from './deal-page-calls.ts';
import { FIRST_CALL_PATHS, type FirstCallRoute, firstCallsOf, firstCallUrl } from './first-calls.ts';
import { ROUTES } from './route-table.ts';

const page = (path: string, search = '') => ({
  path,
  search,
  locale: 'de-DE',
  now: new Date('2026-11-23T10:00:00Z'),
});
const kim = { kind: 'consumer', email: 'kunde@demo.example' };

describe('the first calls of a page', () => {
  it('name each route by the path and method of the route table', () => {
    for (const [route, path] of Object.entries(FIRST_CALL_PATHS)) {
      expect(ROUTES[route as FirstCallRoute].path, route).toBe(path);
      expect(ROUTES[route as FirstCallRoute].method, route).toBe('GET');
    }
  });

  it("are the session alone on a signed-in user's page until the session has answered with a user", () => {
    expect(firstCallsOf(page('/mycars'), dealPageCalls).map(firstCallUrl)).toEqual([
      '/portal/api/bff/auth/session',
    ]);
    expect(firstCallsOf(page('/mycars/d-1001'), dealPageCalls, () => null).map(firstCallUrl)).toEqual([
      '/portal/api/bff/auth/session',
    ]);
  });

  it("are /subscribe's plain catalogue for anyone, and nothing of it for a filtered view", () => {
    expect(firstCallsOf(page('/subscribe'), dealPageCalls).map(firstCallUrl)).toEqual([
      '/portal/api/bff/auth/session',
      '/portal/api/bff/catalogue',
      '/portal/api/bff/catalogue/vehicles?page=1&pageSize=24',
    ]);
    expect(firstCallsOf(page('/subscribe', '?brands=bmw'), dealPageCalls).map(firstCallUrl)).toEqual([
      '/portal/api/bff/auth/session',
    ]);
  });

  it("are a deal's modules' calls once its deal and content page have answered, each call once", () => {
    const deal = { id: 'd-1', state: 'ACTIVE', variant: 'SUBSCRIPTION', created_at: '2026-01-01T00:00:00Z' };
    const content = {
      modules: [
        { id: 'm-1', type: 'documents', props: {} },
        {
          id: 'm-2',
          type: 'damage-reports',
          props: {},
          visibility: { type: 'equal', field: 'deal.state', value: 'ACTIVE' },
        },
        {
          id: 'm-3',
          type: 'order-status',
          props: {},
          visibility: { type: 'equal', field: 'deal.state', value: 'CREATED' },
        },
        { id: 'm-4', type: 'documents', props: {} },
      ],
    };
    const answers: Record<string, unknown> = {
      '/portal/api/bff/auth/session': kim,
      '/portal/api/bff/deals/d-1': deal,
      '/portal/api/bff/content/pages/car-details?locale=de-DE': content,
    };
    const calls = firstCallsOf(page('/mycars/d-1'), dealPageCalls, (call) => answers[firstCallUrl(call)]).map(
      firstCallUrl,
    );
    expect(calls).toEqual([
      '/portal/api/bff/auth/session',
      '/portal/api/bff/deals/d-1',
      '/portal/api/bff/content/pages/car-details?locale=de-DE',
      '/portal/api/bff/documents?dealId=d-1',
      '/portal/api/bff/deals/d-1/damage-reports',
      '/portal/api/bff/deals/d-1/incident-damages',
    ]);
  });

  it("asks for a car's booking place only when the car page shows its service link, by core's actions", () => {
    const callsFor = (deal: Record<string, unknown>, modules: unknown[]) => {
      const answers: Record<string, unknown> = {
        '/portal/api/bff/auth/session': kim,
        [`/portal/api/bff/deals/${deal.id}`]: deal,
        '/portal/api/bff/content/pages/car-details?locale=de-DE': { modules },
      };
      return firstCallsOf(page(`/mycars/${deal.id}`), dealPageCalls, (call) => answers[firstCallUrl(call)])
        .map(firstCallUrl)
        .filter((url) => url.includes('schedule-service'));
    };
    const active = {
      id: 'd-1',
      state: 'ACTIVE',
      variant: 'SUBSCRIPTION',
      created_at: '2026-01-01T00:00:00Z',
      car_id: 'car-1',
    };
    const footer = { id: 'm-1', type: 'vehicle-details', props: { showFooterActions: true } };
    const link = ['/portal/api/bff/deals/schedule-service/car-1?dealId=d-1'];
    expect(callsFor(active, [footer])).toEqual(link);
    // Core offers no service to a car not yet handed over, nor to a car without a car id.
    expect(callsFor({ ...active, state: 'ENDED' }, [footer])).toEqual([]);
    expect(callsFor({ ...active, car_id: null }, [footer])).toEqual([]);
    // Without the footer's actions, only a services module that lists it shows the link.
    expect(callsFor(active, [{ ...footer, props: { showFooterActions: false } }])).toEqual([]);
    const services = (id: string) => ({
      id: 'm-2',
      type: 'services',
      props: { actions: [{ id, to: '/mycars/{deal.id}/schedule-service' }] },
    });
    expect(callsFor(active, [services('schedule-service')])).toEqual(link);
    expect(callsFor(active, [services('report-damage')])).toEqual([]);
    expect(callsFor(active, [footer, services('schedule-service')])).toEqual(link);
  });
});
