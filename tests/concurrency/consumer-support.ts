/**
 * What the consumer's parallel tests share: a fresh demo BFF per test with Kim (kunde@demo.example)
 * signed in, and a route's contract example sent as Kim.
 */
import type { LightMyRequestResponse } from 'fastify';
import { fillPath } from '../../contracts/route.ts';
import { ROUTES, type RouteName } from '../../contracts/route-table.ts';
import { type Caller, type DemoBff, type DemoDatabase, demoBff } from '../support/demo-bff.ts';

export type Kim = { readonly bff: DemoBff; readonly kunde: Caller };

export const withKim = async (database: DemoDatabase): Promise<Kim> => {
  const bff = await demoBff({ database });
  return { bff, kunde: await bff.signIn('kunde@demo.example') };
};

/** The route's example request (path, JSON body) sent by the caller, the body changed where given. */
export const sendExample = (
  caller: Caller,
  name: RouteName,
  body?: Readonly<Record<string, unknown>>,
): Promise<LightMyRequestResponse> => {
  const route = ROUTES[name];
  const { example } = route;
  const url = fillPath(route.path, example.params ?? {});
  const payload = body ?? (example.body as object | undefined);
  const send = caller[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'];
  return send(url, payload !== undefined ? { payload } : {});
};

/** How many rows of a table belong to a deal. */
export const rowsOfDeal = async (
  bff: DemoBff,
  table:
    | 'extra_mileage_bookings'
    | 'mileage_package_changes'
    | 'mileage_readings'
    | 'service_requests'
    | 'damage_reports'
    | 'incident_damages'
    | 'purchase_offer_requests'
    | 'insurance_bookings'
    | 'prolongations'
    | 'cancellation_requests',
  dealId: string,
): Promise<number> =>
  (await bff.db.selectFrom(table).select('deal_id').where('deal_id', '=', dealId).execute()).length;

/** How many mails went to Kim. */
export const mailsToKim = async (bff: DemoBff): Promise<number> =>
  (await bff.db.selectFrom('outbox').select('id').where('recipient', '=', 'kunde@demo.example').execute())
    .length;
