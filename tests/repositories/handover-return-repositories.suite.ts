/**
 * The contract of the handover-return stores (migration 0006), run against PGlite and, in CI,
 * PostgreSQL: round trips without a time zone shifting a date, upserts, the postcode prefixes of
 * blocked days, and one open cancellation request per deal.
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  sqlBlockedDays,
  sqlCancellationRequests,
  sqlDealUpdater,
  sqlHandovers,
  sqlReturns,
} from '../../adapters/sql/handover-return-store.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { aHandover } from '../../core/handover/in-memory-handovers.ts';
import { aReturn, GARCHING } from '../../core/return/in-memory-returns.ts';

const withDeal = async (db: Kysely<Database>) => {
  await db
    .insertInto('users')
    .values({
      id: 'u-kunde',
      email: 'kunde@demo.example',
      password_hash: null,
      kind: 'consumer',
      company_id: null,
      role: null,
      contact_id: null,
      email_verified_at: null,
    })
    .execute();
  for (const id of ['d-1001', 'd-1008'])
    await db
      .insertInto('deals')
      .values({
        id,
        owner_user_id: 'u-kunde',
        company_id: null,
        contact_id: null,
        state: 'CREATED',
        data: JSON.stringify({ id, state: 'CREATED' }),
      })
      .execute();
  await db.insertInto('return_compounds').values(GARCHING).execute();
  return db;
};

export const handoverReturnRepositorySuite = (name: string, fresh: () => Promise<Kysely<Database>>) => {
  describe(`handover-return repositories: ${name}`, () => {
    it('keep a handover with its calendar dates, and replace it', async () => {
      const db = await withDeal(await fresh());
      const handovers = sqlHandovers(db);
      const record = aHandover({
        planned_delivery_date: '2026-03-29',
        customer_verified_at: '2026-03-01',
        deviation_in_weeks: 2,
        slot: '11:00',
      });
      await handovers.save(record);
      expect(await handovers.find('d-1008')).toEqual(record);
      await handovers.save({ ...record, method: 'self_pickup', slot: '10' });
      expect((await handovers.find('d-1008'))?.method).toBe('self_pickup');
      expect(await handovers.find('d-1001')).toBeUndefined();
      await db.destroy();
    });

    it('keep a self-pickup offer and its booking', async () => {
      const db = await withDeal(await fresh());
      const handovers = sqlHandovers(db);
      const offer = {
        deal_id: 'd-1008',
        pickup_date: '2026-11-27',
        expires_at: new Date('2026-11-25T23:00:00Z'),
        booked_slot: null,
        booked_at: null,
      };
      await handovers.saveOffer(offer);
      expect(await handovers.findOffer('d-1008')).toEqual(offer);
      const booked = { ...offer, booked_slot: 18, booked_at: new Date('2026-11-23T09:00:00Z') };
      await handovers.saveOffer(booked);
      expect(await handovers.findOffer('d-1008')).toEqual(booked);
      await db.destroy();
    });

    it('block days for every postcode or for those of a prefix, within the asked range', async () => {
      const db = await withDeal(await fresh());
      await db
        .insertInto('appointment_blocked_days')
        .values([
          { kind: 'delivery', day: '2026-12-01', zip_prefix: '' },
          { kind: 'delivery', day: '2026-12-02', zip_prefix: '80' },
          { kind: 'delivery', day: '2026-12-03', zip_prefix: '20' },
          { kind: 'pickup', day: '2026-12-04', zip_prefix: '' },
          { kind: 'delivery', day: '2027-01-04', zip_prefix: '' },
        ])
        .execute();
      const blocked = sqlBlockedDays(db);
      expect((await blocked('delivery', '80802', '2026-11-30', '2026-12-31')).sort()).toEqual([
        '2026-12-01',
        '2026-12-02',
      ]);
      expect(await blocked('delivery', null, '2026-11-30', '2026-12-31')).toEqual(['2026-12-01']);
      expect(await blocked('pickup', '20095', '2026-11-30', '2026-12-31')).toEqual(['2026-12-04']);
      await db.destroy();
    });

    it('keep a pickup and a self-return with its compound', async () => {
      const db = await withDeal(await fresh());
      const returns = sqlReturns(db);
      const pickup = aReturn({ confirmed_at: new Date('2026-11-21T08:00:00Z') });
      await returns.save(pickup);
      expect(await returns.find('d-1001')).toEqual(pickup);
      const selfReturn = aReturn({
        return_type: 'SELF_RETURN',
        compound: GARCHING,
        street: null,
        house_number: null,
        zip: null,
        city: null,
      });
      await returns.save(selfReturn);
      expect(await returns.find('d-1001')).toEqual(selfReturn);
      expect(await returns.compounds()).toEqual([GARCHING]);
      await db.destroy();
    });

    it('keep one appraisal, the deposit refund account and the reason comments', async () => {
      const db = await withDeal(await fresh());
      const returns = sqlReturns(db);
      const at = new Date('2026-11-23T09:00:00Z');
      await returns.saveAppraisal(
        'd-1001',
        { appointment_date: '2026-12-10', appointment_timeslot: '13:00' },
        at,
      );
      expect(await returns.findAppraisal('d-1001')).toEqual({
        appointment_date: '2026-12-10',
        appointment_timeslot: '13:00',
      });
      await expect(
        returns.saveAppraisal(
          'd-1001',
          { appointment_date: '2026-12-11', appointment_timeslot: '10:00' },
          at,
        ),
      ).rejects.toThrow();
      await returns.saveDepositRefund(
        'd-1001',
        { iban: 'DE89370400440532013000', account_holder: 'Kim' },
        at,
      );
      await returns.saveDepositRefund(
        'd-1001',
        { iban: 'DE89370400440532013000', account_holder: 'Kim Kunde' },
        at,
      );
      const refunds = await db.selectFrom('deposit_refund_details').select(['account_holder']).execute();
      expect(refunds).toEqual([{ account_holder: 'Kim Kunde' }]);
      await returns.addReasonComment('d-1001', 'Zu teuer', at);
      await returns.addReasonComment('d-1001', 'Umzug', at);
      expect(
        (await db.selectFrom('return_reason_comments').select('comment').orderBy('id').execute()).map(
          (r) => r.comment,
        ),
      ).toEqual(['Zu teuer', 'Umzug']);
      await db.destroy();
    });

    it('number cancellation requests and allow one open request per deal', async () => {
      const db = await withDeal(await fresh());
      const requests = sqlCancellationRequests(db);
      const first = await requests.nextId();
      expect(first).toBe('can-1');
      expect(await requests.nextId()).toBe('can-2');
      const request = {
        id: first,
        deal_id: 'd-1001',
        requested_by: 'u-kunde',
        reason: 'too_expensive',
        date: 'asap',
        comments: null,
        representative: null,
        fees: [{ type: 'early_cancellation' as const, amount: 54900 as never }],
        status: 'pending_review' as const,
      };
      expect(await requests.hasOpenRequest('d-1001')).toBe(false);
      await requests.save(request, new Date());
      expect(await requests.hasOpenRequest('d-1001')).toBe(true);
      await expect(requests.save({ ...request, id: 'can-2' }, new Date())).rejects.toThrow();
      await db.destroy();
    });

    it('write the deal back whole', async () => {
      const db = await withDeal(await fresh());
      await sqlDealUpdater(db).update({ id: 'd-1008', state: 'CREATED', handover_zip: '80802' } as never);
      const row = await db
        .selectFrom('deals')
        .select('data')
        .where('id', '=', 'd-1008')
        .executeTakeFirstOrThrow();
      expect(row.data).toEqual({ id: 'd-1008', state: 'CREATED', handover_zip: '80802' });
      await db.destroy();
    });
  });
};
