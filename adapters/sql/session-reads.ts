import { type Kysely, sql } from 'kysely';
import type { Session, User } from '../../core/account/ports.ts';
import type { DealScope } from '../../core/deals/access.ts';
import type { StoredDeal } from '../../core/deals/ports.ts';
import type { CarsListQuery, CarsListResult } from '../../core/fleet/cars-list.ts';
import { sessionWithUserOf, sessionWithUserQuery } from './account-repositories.ts';
import { within } from './deal-repository.ts';
import { fleetListAsJsonOf, noCarsFor } from './fleet-list.ts';
import type { Database } from './schema.ts';

/**
 * The hot reads of a signed-in user in one statement with their session check (docs/architecture.md
 * "One round trip per read"): the session and its user by the session id's hash, and the data of a
 * scope the caller expects from the user. The caller decides from the user found whether the
 * session is still valid and whether its scope is the one expected; only then is the data used.
 */
export type WithSession<T> = {
  /** The session and its user as stored now; undefined when there is no such session. */
  readonly found: { readonly user: User; readonly session: Session } | undefined;
  readonly data: T;
};

/** The deals list of a scope (as DealRepository.listIn) with the session. */
export const dealsWithSession = async (
  db: Kysely<Database>,
  idHash: string,
  scope: DealScope,
): Promise<WithSession<StoredDeal[]>> => {
  const deals = within(
    db
      .selectFrom('deals')
      .select(
        sql<StoredDeal[]>`coalesce(jsonb_agg(data order by created_at desc, id), '[]'::jsonb)`.as('list'),
      ),
    scope,
  );
  const row = await sessionWithUserQuery(db, idHash)
    .select(deals ? deals.as('deals') : sql<StoredDeal[]>`'[]'::jsonb`.as('deals'))
    .executeTakeFirst();
  return { found: row ? sessionWithUserOf(row) : undefined, data: row?.deals ?? [] };
};

/** One deal of a scope (as DealRepository.findIn) with the session. */
export const dealWithSession = async (
  db: Kysely<Database>,
  idHash: string,
  scope: DealScope,
  id: string,
): Promise<WithSession<StoredDeal | undefined>> => {
  const deal = within(db.selectFrom('deals').select('data'), scope)?.where('id', '=', id);
  const row = await sessionWithUserQuery(db, idHash)
    .select(deal ? deal.as('deal') : sql<null>`null`.as('deal'))
    .executeTakeFirst();
  return {
    found: row ? sessionWithUserOf(row) : undefined,
    data: (row?.deal ?? undefined) as StoredDeal | undefined,
  };
};

/**
 * The fleet's cars of a scope (as queryFleetList: the page, the counts per tab and the dots, a
 * search's or filter's counts) with the session, all in one statement.
 */
export const fleetCarsWithSession = async (
  db: Kysely<Database>,
  idHash: string,
  scope: DealScope,
  query: CarsListQuery,
  now: Date,
): Promise<WithSession<CarsListResult>> => {
  const list = fleetListAsJsonOf(db, scope, query, now);
  const row = await sessionWithUserQuery(db, idHash)
    .select(list ? list.select.as('list') : sql<null>`null`.as('list'))
    .executeTakeFirst();
  return {
    found: row ? sessionWithUserOf(row) : undefined,
    data: list && row?.list ? list.resultOf(row.list) : noCarsFor(query),
  };
};
