import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoPhotoFiles } from '../../adapters/sql/seed/subscription-services.ts';
import { ApiErrorBody } from '../../contracts/errors.ts';
import type { AnyRoute } from '../../contracts/route.ts';
import { ROUTE_LIST, type RouteName } from '../../contracts/route-table.ts';
import { type DemoBff, demoBff, PORTAL_HEADERS } from '../support/demo-bff.ts';
import {
  CALLERS,
  type CallerName,
  type Cell,
  expectedCell,
  type KnownGap,
  knownGapOf,
  OK,
} from './authorization-matrix.ts';
import { type DatabaseDigest, databaseDigest } from './database-digest.ts';
import { exampleRequest } from './example-requests.ts';

/** The codes a refusal may carry, by status. */
const REFUSAL_CODES: Readonly<Record<401 | 403 | 404, readonly string[]>> = {
  401: ['unauthorized'],
  403: ['forbidden', 'shop_access_withdrawn'],
  404: ['not_found', 'order_not_found', 'no_deal'],
};

/**
 * Calls that end or replace the caller's session, or change their password: run after every other
 * cell of the caller, in this order, signing the caller in again after the first three.
 */
const SESSION_TAIL: readonly RouteName[] = [
  'login',
  'logout',
  // Accepting an invitation signs its new user in, ending the session the caller held.
  'acceptInvitation',
  'changePassword',
  'resetPassword',
];
const SIGN_IN_AGAIN_AFTER: ReadonlySet<RouteName> = new Set(['login', 'logout', 'acceptInvitation']);

const nameOf = (route: AnyRoute) => route.name as RouteName;
const isRefusal = (cell: Cell): cell is 401 | 403 | 404 => cell !== OK;

/**
 * The matrix's cells of some callers, each caller over a freshly seeded BFF of its own (so what one
 * caller's allowed writes change cannot move another caller's cells): first the refused cells,
 * then a check that they changed nothing, then the allowed ones, the session calls last.
 */
export const describeAuthorizationMatrix = (callers: readonly CallerName[]) => {
  for (const caller of callers) {
    describe(`${caller} (${CALLERS[caller] ?? 'no session'})`, () => {
      let bff: DemoBff;
      let cookie = '';
      let before: DatabaseDigest;
      const signIn = async () => {
        const email = CALLERS[caller];
        cookie = email ? (await bff.signIn(email)).cookie : '';
      };

      beforeAll(async () => {
        bff = await demoBff();
        // The damage photo's example shows a photo whose bytes its provider state stores.
        await writeDemoPhotoFiles(bff.files);
        await signIn();
        before = await databaseDigest(bff.db);
      });
      afterAll(() => bff?.close());

      const call = (route: AnyRoute) => {
        const request = exampleRequest(route);
        return bff.app.inject({
          method: request.method,
          url: request.url,
          headers: { ...PORTAL_HEADERS, ...(cookie ? { cookie } : {}), ...request.headers },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
      };
      const title = (route: AnyRoute, expected: string) =>
        `${route.name} (${route.method} ${route.path}, ${route.access}) → ${expected}`;

      const refused = ROUTE_LIST.filter((route) => {
        const cell = expectedCell(nameOf(route), caller);
        return isRefusal(cell) && !knownGapOf(nameOf(route), caller);
      });
      const gaps = ROUTE_LIST.map((route) => knownGapOf(nameOf(route), caller)).filter(
        (gap): gap is KnownGap => gap !== undefined,
      );
      const allowed = ROUTE_LIST.filter(
        (route) =>
          expectedCell(nameOf(route), caller) === OK &&
          !knownGapOf(nameOf(route), caller) &&
          !SESSION_TAIL.includes(nameOf(route)),
      );
      const tail = SESSION_TAIL.map(
        (name) => ROUTE_LIST.find((route) => route.name === name) as AnyRoute,
      ).filter((route) => expectedCell(nameOf(route), caller) === OK);

      for (const route of refused) {
        const cell = expectedCell(nameOf(route), caller) as 401 | 403 | 404;
        it(title(route, String(cell)), async () => {
          const response = await call(route);
          expect(response.statusCode).toBe(cell);
          const body = response.json();
          // The error shape and nothing else: a refusal carries none of the resource's data.
          expect(ApiErrorBody.is(body)).toBe(true);
          expect(Object.keys(body)).toEqual(['error']);
          expect(REFUSAL_CODES[cell]).toContain(body.error.code);
        });
      }

      it('changed nothing in the database with the refused calls', async () => {
        expect(await databaseDigest(bff.db)).toEqual(before);
      });

      for (const gap of gaps) {
        const route = ROUTE_LIST.find((candidate) => candidate.name === gap.route) as AnyRoute;
        const cell = expectedCell(gap.route, caller);
        it(`${title(route, String(cell))}, known gap: answers ${gap.answers} (${gap.gap})`, async () => {
          expect((await call(route)).statusCode).toBe(gap.answers);
        });
      }

      for (const route of [...allowed, ...tail]) {
        it(title(route, 'allowed'), async () => {
          const response = await call(route);
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          expect([401, 403, 404], response.body.slice(0, 300)).not.toContain(response.statusCode);
          if (response.statusCode >= 400 && !route.acceptedStatuses?.includes(response.statusCode))
            expect(ApiErrorBody.is(response.json())).toBe(true);
          if (SIGN_IN_AGAIN_AFTER.has(nameOf(route))) await signIn();
        });
      }
    });
  }
};
