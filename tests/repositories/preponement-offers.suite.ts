/**
 * The earlier-delivery offers (migration 0012) against PGlite and, in CI, PostgreSQL: dates round
 * trip without a time zone, the latest offer of a deal counts, an answer is stored, and the table
 * refuses a second open offer and an offered day that is not earlier than the planned one.
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sqlPreponementOffers } from '../../adapters/sql/preponement-offers.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { aPreponementOffer } from '../../core/handover/in-memory-preponements.ts';
import { withCustomerDeal } from './databases.ts';

export const preponementOffersSuite = (name: string, fresh: () => Promise<Kysely<Database>>) => {
  describe(`preponement offers: ${name}`, () => {
    it('reads an offer back as it was saved, and its answer', async () => {
      const db = await withCustomerDeal(await fresh());
      const offers = sqlPreponementOffers(db);
      const offer = aPreponementOffer();
      await offers.save(offer);
      expect(await offers.latest('d-1008')).toEqual(offer);
      const answeredAt = new Date('2026-11-23T10:00:00Z');
      await offers.save({ ...offer, answer: 'declined', answered_at: answeredAt });
      expect(await offers.latest('d-1008')).toEqual({
        ...offer,
        answer: 'declined',
        answered_at: answeredAt,
      });
      expect(await offers.latest('d-1001')).toBeUndefined();
      await db.destroy();
    });

    it('takes the latest offer of a deal', async () => {
      const db = await withCustomerDeal(await fresh());
      const old = aPreponementOffer({
        id: 'pp-old',
        answer: 'declined',
        answered_at: new Date('2026-11-01T10:00:00Z'),
      });
      await db
        .insertInto('preponement_offers')
        .values({ ...old, created_at: '2026-10-30T10:00:00Z' })
        .execute();
      await db
        .insertInto('preponement_offers')
        .values({ ...aPreponementOffer({ id: 'pp-new' }), created_at: '2026-11-20T10:00:00Z' })
        .execute();
      expect((await sqlPreponementOffers(db).latest('d-1008'))?.id).toBe('pp-new');
      await db.destroy();
    });

    it('refuses a second open offer and an offered day not before the planned one', async () => {
      const db = await withCustomerDeal(await fresh());
      const offers = sqlPreponementOffers(db);
      await offers.save(aPreponementOffer());
      await expect(offers.save(aPreponementOffer({ id: 'pp-2' }))).rejects.toThrow();
      await expect(
        offers.save(
          aPreponementOffer({
            id: 'pp-3',
            offered_date: '2026-11-26',
            answer: 'declined',
            answered_at: new Date(),
          }),
        ),
      ).rejects.toThrow();
      await db.destroy();
    });
  });
};
