import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../contracts/route.ts';
import { ROUTE_LIST, type RouteName } from '../../contracts/route-table.ts';
import { type DemoBff, demoBff, PORTAL_HEADERS } from '../support/demo-bff.ts';
import { databaseDigest } from './database-digest.ts';

/**
 * The deal calls both portals share, on fleet cars (the matrix calls them with the consumer deal
 * of their examples): f-2001 is assigned to the driver fahrer@nordflotte.example (contact
 * ct-2002), f-2003 to another Nordflotte driver, f-2201 belongs to Süd Logistik. A driver sees
 * only their car, admin and analyst every car of their company, nobody another company's.
 */

const DEAL_READS: readonly RouteName[] = [
  'getDealDetails',
  'getHandover',
  'getReturn',
  'getIncidentDamages',
  'getDamageReports',
  'getMileagePackages',
  'getOrderStatus',
  'getReturnStatus',
];

type Visibility = 'sees' | 'not found';

// The cars each caller sees and does not see.
const SCOPE: readonly { caller: string; deal: string; expected: Visibility }[] = [
  { caller: 'fahrer@nordflotte.example', deal: 'f-2001', expected: 'sees' },
  { caller: 'fahrer@nordflotte.example', deal: 'f-2003', expected: 'not found' },
  { caller: 'fahrer@nordflotte.example', deal: 'f-2201', expected: 'not found' },
  { caller: 'admin@nordflotte.example', deal: 'f-2003', expected: 'sees' },
  { caller: 'analyst@nordflotte.example', deal: 'f-2003', expected: 'sees' },
  { caller: 'admin@nordflotte.example', deal: 'f-2201', expected: 'not found' },
  { caller: 'admin@suedlogistik.example', deal: 'f-2001', expected: 'not found' },
  { caller: 'kunde@demo.example', deal: 'f-2001', expected: 'not found' },
];

const routeOf = (name: RouteName) => ROUTE_LIST.find((route) => route.name === name);
const pathOf = (name: RouteName, deal: string) => {
  const route = routeOf(name);
  if (!route) throw new Error(`no route ${name}`);
  const [placeholder] = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  return fillPath(route.path, { [placeholder ?? 'id']: deal });
};

let bff: DemoBff;
const cookies = new Map<string, string>();
beforeAll(async () => {
  bff = await demoBff();
  for (const email of new Set(SCOPE.map((cell) => cell.caller)))
    cookies.set(email, (await bff.signIn(email)).cookie);
});
afterAll(() => bff?.close());

describe('fleet cars in the shared deal calls', () => {
  for (const { caller, deal, expected } of SCOPE) {
    it(`${caller} on ${deal}: ${expected}`, async () => {
      for (const name of DEAL_READS) {
        const response = await bff.app.inject({
          url: pathOf(name, deal),
          headers: { ...PORTAL_HEADERS, cookie: cookies.get(caller) ?? '' },
        });
        const answer = `${name}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, answer).toBeLessThan(500);
        if (expected === 'not found') {
          expect(response.statusCode, answer).toBe(404);
          expect(Object.keys(response.json()), answer).toEqual(['error']);
        } else expect([401, 403, 404], answer).not.toContain(response.statusCode);
      }
    });
  }

  it("refuses a driver's mileage report on a car not assigned to them, changing nothing", async () => {
    const before = await databaseDigest(bff.db);
    const response = await bff.app.inject({
      method: 'POST',
      url: pathOf('reportMileage', 'f-2003'),
      headers: { ...PORTAL_HEADERS, cookie: cookies.get('fahrer@nordflotte.example') ?? '' },
      payload: { dealId: 'f-2003', mileage: 15_300 },
    });
    expect(response.statusCode).toBe(404);
    expect(await databaseDigest(bff.db)).toEqual(before);
  });
});
