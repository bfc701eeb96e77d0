import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealState } from '../../core/deals/types.ts';
import {
  type ApprovedRequestFacts,
  contradictionsOf,
  type FleetDealFacts,
  requestContradictionsOf,
} from '../../core/fleet/deal-coherence.ts';
import { migrate } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';
import { seedFleetCars } from './seed/fleet-cars.ts';
import { seedDemoData } from './seed.ts';

/**
 * Every deal the seeds write — the demo data and `portal db seed --fleet-cars 2000` — read back
 * from the database as the portal reads it (the deal, its order's preliminary date, its
 * coordinated handover, a bridging car's follow-up, an approved request's order) and asked the
 * rules the portal runs on them (core/fleet/deal-coherence.ts). Two days: the seeds write dates
 * relative to today, so a weekday or a month's end must not make them contradict themselves.
 */

const cheapHasher = { hash: async (p: string) => `plain$${p}`, verify: async () => false };
const SEEDED_FLEET_CARS = 2_000;

type DealRow = {
  id: string;
  state: DealState;
  created_at: string | null;
  return_date: string | null;
  delivery_date: string | null;
  followup_id: string | null;
  followup_delivery_date: string | null;
};

const dealFacts = async (db: Kysely<Database>): Promise<FleetDealFacts[]> => {
  const delivery = sql`coalesce(h.handover_date, o.preliminary_delivery_date)`;
  const { rows } = await sql<DealRow>`
    with delivered as (
      select d.id, d.data, ${delivery} as delivery_date
      from deals d
      left join fleet_orders o on o.deal_id = d.id
      left join fleet_handovers h on h.deal_id = d.id
    )
    select d.id, d.data->>'state' as state, d.data->>'created_at' as created_at,
      d.data->>'return_date' as return_date, d.delivery_date,
      f.id as followup_id, f.delivery_date as followup_delivery_date
    from delivered d
    left join delivered f on d.data->>'bridging_type' = 'BEGINNING'
      and f.id = d.data->>'followup_subscription_id'
    order by d.id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    created_at: row.created_at,
    return_date: row.return_date,
    deliveryDate: row.delivery_date,
    followUp: row.followup_id ? { id: row.followup_id, deliveryDate: row.followup_delivery_date } : null,
  }));
};

type RequestRow = {
  id: string;
  decided_at: Date | string;
  term: number;
  brand: string;
  version: string;
  order_id: string | null;
  order_created_at: string | null;
  order_term: string | null;
  order_oem: string | null;
  order_model: string | null;
};

const approvedRequestFacts = async (db: Kysely<Database>): Promise<ApprovedRequestFacts[]> => {
  const { rows } = await sql<RequestRow>`
    select r.id, r.decided_at, r.term, m.brand, m.version, d.id as order_id,
      d.data->>'created_at' as order_created_at, d.data->>'term' as order_term,
      d.data->'car'->>'oem' as order_oem, d.data->'car'->>'model' as order_model
    from order_requests r
    join catalogue_models m on m.id = r.model_id
    left join deals d on d.id = r.order_id
    where r.status = 'approved'
    order by r.id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    decidedAt: new Date(row.decided_at),
    term: row.term,
    brand: row.brand,
    version: row.version,
    order: row.order_id
      ? {
          id: row.order_id,
          created_at: row.order_created_at,
          term: row.order_term === null ? null : Number(row.order_term),
          oem: row.order_oem,
          model: row.order_model,
        }
      : null,
  }));
};

describe.each([
  ['a Sunday in November', new Date('2026-11-22T10:00:00Z')],
  ['the last evening of a month, Berlin time', new Date('2027-01-31T22:30:00Z')],
])('every seeded deal, written on %s', (_, now) => {
  let db: Kysely<Database>;

  beforeAll(async () => {
    db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
    await migrate(db as Kysely<unknown>);
    await seedDemoData(db, cheapHasher, now);
    await seedFleetCars(db, SEEDED_FLEET_CARS, now);
  }, 240_000);

  afterAll(async () => {
    await db?.destroy();
  });

  it('has dates that agree with the rules the portal runs on them', async () => {
    const facts = await dealFacts(db);
    expect(facts.length).toBeGreaterThan(SEEDED_FLEET_CARS + 200);
    expect(facts.flatMap((car) => contradictionsOf(car, now))).toEqual([]);
  });

  it('has every approved order request pointing at the order its approval created', async () => {
    const requests = await approvedRequestFacts(db);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.flatMap(requestContradictionsOf)).toEqual([]);
  });

  it('still shows a bridging car, an order awaiting handover, a lapsed reservation and an archived car', async () => {
    const facts = await dealFacts(db);
    const byId = new Map(facts.map((car) => [car.id, car]));
    expect(byId.get('f-2031')?.followUp?.id).toBe('f-2021');
    expect(byId.get('f-2003')?.state).toBe('SCHEDULED');
    expect(byId.get('f-2047')?.state).toBe('NOT_SIGNED');
    expect(byId.get('f-2005')?.state).toBe('ARCHIVED');
  });
});
