import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bannersFor } from '../../core/deals/banners.ts';
import { carsTabsOf } from '../../core/fleet/cars-tabs.ts';
import { migrate } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';
import { demoConsumerDeals, demoEditorDeals, demoFleetDeals, demoUsers, seedDemoData } from './seed.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const cheapHasher = { hash: async (p: string) => `plain$${p}`, verify: async () => false };

describe('the demo data', () => {
  it('has the eight demo logins of the README', () => {
    expect(demoUsers().map((u) => u.email)).toEqual([
      'kunde@demo.example',
      'neu@demo.example',
      'admin@nordflotte.example',
      'fahrer@nordflotte.example',
      'analyst@nordflotte.example',
      'admin@suedlogistik.example',
      'redaktion@demo.example',
      'support@demo.example',
    ]);
  });

  it("gives Kim Kunde's deals the banners a deal shows by itself, on any day", () => {
    for (const now of [NOW, new Date('2027-06-30T08:00:00Z')]) {
      const banners = new Set(
        demoConsumerDeals(now).flatMap((deal) => bannersFor({ deal }, now).map((b) => b.id)),
      );
      for (const id of [
        'bridging_car',
        'swap',
        'handover_coordination',
        'return_coordination',
        'auto_renew',
        'reservation',
        'extend_subscription',
      ]) {
        expect(banners, id).toContain(id);
      }
    }
  });

  it('puts about 200 Nordflotte cars into every tab of the cars list', () => {
    const nordflotte = demoFleetDeals(NOW).filter((car) => car.companyId === 'co-nordflotte');
    expect(nordflotte.length).toBe(200);
    const tabs = new Set(nordflotte.flatMap((car) => carsTabsOf(car.deal.state)));
    expect([...tabs].sort()).toEqual(['all', 'archived', 'handover', 'orders', 'return']);
  });

  it('is written once into an empty database', async () => {
    const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
    await migrate(db as Kysely<unknown>);
    expect(await seedDemoData(db, cheapHasher, NOW)).toBe(true);
    expect(await seedDemoData(db, cheapHasher, NOW)).toBe(false);
    const deals = await db
      .selectFrom('deals')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(deals.n)).toBe(
      demoConsumerDeals(NOW).length + demoEditorDeals(NOW).length + demoFleetDeals(NOW).length,
    );
    await db.destroy();
  });
});
