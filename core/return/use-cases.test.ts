import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredDeal } from '../deals/ports.ts';
import { inDays, NOW } from '../deals/test-clock.ts';
import type { Actor } from '../handover/ports.ts';
import { aReturn, inMemoryReturns } from './in-memory-returns.ts';
import { returnStatusOf } from './return-status.ts';
import {
  addReturnReasonComment,
  canPlanReturn,
  preReturnAppraisal,
  quoteReturnChange,
  requestPreReturnAppraisal,
  returnChangeFeeOf,
  saveDepositRefundDetails,
  submitReturn,
} from './use-cases.ts';

// NOW is Sunday 22 Nov 2026 in Berlin; the return is due in 28 days (Sunday 20 Dec).
const deal = {
  id: 'd-1001',
  state: 'ACTIVE',
  return_date: inDays(28),
  days_left_to_schedule_return: 28,
} as StoredDeal;
const consumer: Actor = { variant: 'consumer', mayWrite: true };
const pickup = {
  return_type: 'PICKUP' as const,
  preferred_return_date: '2026-12-18',
  return_firstname: 'Kim',
  return_lastname: 'Kunde',
  return_street: 'Leopoldstraße',
  return_housenumber: '12',
  return_city: 'München',
  return_zip: '80802',
  return_phone_number: '0151 23456789',
  slot: '10:00',
};

describe('the return change fee', () => {
  it('is free while the booked date is 5 or more days away, 249 EUR for a later change', () => {
    const booked = (days: number) => aReturn({ planned_return_date: inDays(days) });
    const moved = { return_type: 'PICKUP' as const, preferred_return_date: inDays(20) };
    expect(returnChangeFeeOf(deal, booked(5), moved, NOW)).toBe(0);
    expect(returnChangeFeeOf(deal, booked(4), moved, NOW)).toBe(24_900);
    expect(returnChangeFeeOf(deal, undefined, moved, NOW)).toBe(0);
  });

  it('costs nothing when nothing moves, and nothing for a same-day swap', () => {
    const booked = aReturn({ planned_return_date: inDays(2) });
    expect(
      returnChangeFeeOf(deal, booked, { return_type: 'PICKUP', preferred_return_date: inDays(2) }, NOW),
    ).toBe(0);
    const swap = { ...deal, subscribed_to: 'SWAP_SAME_DAY' } as StoredDeal;
    expect(
      returnChangeFeeOf(swap, booked, { return_type: 'SELF_RETURN', preferred_return_date: inDays(3) }, NOW),
    ).toBe(0);
  });

  it('is never charged for a change at least 5 days ahead (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 400 }), fc.integer({ min: -10, max: 400 }), (booked, wanted) => {
        const request = { return_type: 'SELF_RETURN' as const, preferred_return_date: inDays(wanted) };
        expect(returnChangeFeeOf(deal, aReturn({ planned_return_date: inDays(booked) }), request, NOW)).toBe(
          0,
        );
      }),
    );
  });

  it('is quoted only for a complete pickup form', async () => {
    const ports = inMemoryReturns();
    const refused = await quoteReturnChange(
      ports,
      deal,
      { return_type: 'PICKUP', preferred_return_date: '2026-12-18' },
      consumer,
      NOW,
    );
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      code: 'bad_request',
      fields: { return_street: 'Dies ist ein Pflichtfeld.' },
    });
    expect(
      (
        await quoteReturnChange(
          ports,
          deal,
          { return_type: 'SELF_RETURN', preferred_return_date: '2026-12-18' },
          consumer,
          NOW,
        )
      )._unsafeUnwrap(),
    ).toEqual({ amount: 0 });
  });
});

describe('planning the return', () => {
  it('books a pickup with a normalised phone and puts type and date on the deal', async () => {
    const ports = inMemoryReturns();
    const view = (await submitReturn(ports, deal, pickup, consumer, NOW))._unsafeUnwrap();
    expect(view).toMatchObject({
      return_type: 'PICKUP',
      preferred_delivery_date: '2026-12-18',
      slot: { formatted_time: '10:00 – 12:00' },
    });
    expect(ports.records.get('d-1001')?.phone_number).toBe('+4915123456789');
    expect(ports.updatedDeals[0]).toMatchObject({
      return_type: 'PICKUP',
      preferred_return_date: '2026-12-18',
      return_phone_number: '+4915123456789',
    });
  });

  it('sends a self-return to the compound of the postal region', async () => {
    const ports = inMemoryReturns([aReturn({ zip: '20095' })]);
    const view = (
      await submitReturn(
        ports,
        deal,
        { return_type: 'SELF_RETURN', preferred_return_date: '2026-12-18', slot: '12:00' },
        consumer,
        NOW,
      )
    )._unsafeUnwrap();
    expect(view.address).toMatchObject({ city: 'Hamburg' });
  });

  it('opens 45 days before the return date for an ACTIVE deal', () => {
    expect(canPlanReturn({ id: 'd', state: 'ACTIVE', return_date: inDays(45) } as StoredDeal, NOW)).toBe(
      true,
    );
    expect(canPlanReturn({ id: 'd', state: 'ACTIVE', return_date: inDays(46) } as StoredDeal, NOW)).toBe(
      false,
    );
    expect(canPlanReturn({ id: 'd', state: 'CREATED', return_date: inDays(10) } as StoredDeal, NOW)).toBe(
      false,
    );
  });

  it('refuses a day after the return date and a fully booked calendar', async () => {
    const late = await submitReturn(
      inMemoryReturns(),
      deal,
      { ...pickup, preferred_return_date: inDays(29) },
      consumer,
      NOW,
    );
    expect(late._unsafeUnwrapErr()).toMatchObject({ code: 'bad_request' });
    const full = inMemoryReturns(
      [],
      Array.from({ length: 40 }, (_, i) => inDays(i)),
    );
    expect((await submitReturn(full, deal, pickup, consumer, NOW))._unsafeUnwrapErr().code).toBe(
      'no_availabilities',
    );
  });
});

describe('the pre-return appraisal', () => {
  it('needs return data and is requested once, on an offered weekday', async () => {
    expect(
      (
        await requestPreReturnAppraisal(
          inMemoryReturns(),
          deal,
          { appointment_date: '2026-12-10', appointment_timeslot: '10:00' },
          NOW,
        )
      )._unsafeUnwrapErr().code,
    ).toBe('not_eligible');
    const ports = inMemoryReturns([aReturn()]);
    const weekend = await requestPreReturnAppraisal(
      ports,
      deal,
      { appointment_date: '2026-12-12', appointment_timeslot: '10:00' },
      NOW,
    );
    expect(weekend._unsafeUnwrapErr().code).toBe('bad_request');
    const slot = await requestPreReturnAppraisal(
      ports,
      deal,
      { appointment_date: '2026-12-10', appointment_timeslot: '11:00' },
      NOW,
    );
    expect(slot._unsafeUnwrapErr().code).toBe('bad_request');
    expect(
      (
        await requestPreReturnAppraisal(
          ports,
          deal,
          { appointment_date: '2026-12-10', appointment_timeslot: '13:00' },
          NOW,
        )
      ).isOk(),
    ).toBe(true);
    const after = await preReturnAppraisal(ports, deal, undefined, NOW);
    expect(after).toMatchObject({
      appointment_date: '2026-12-10',
      appointment_timeslot: '13:00',
      options: [],
    });
  });

  it('is not offered when the return is less than 8 working days away', async () => {
    const soon = { ...deal, return_date: inDays(9) } as StoredDeal;
    const view = await preReturnAppraisal(inMemoryReturns([aReturn()]), soon, undefined, NOW);
    expect(view.options).toEqual([]);
  });
});

describe('deposit refund and return reason', () => {
  it('keeps the IBAN in electronic format and refuses a wrong one', async () => {
    const ports = inMemoryReturns();
    const refused = await saveDepositRefundDetails(
      ports,
      deal,
      { iban: 'DE89 3704 0044 0532 0130 01', account_holder: '' },
      NOW,
    );
    expect(Object.keys((refused._unsafeUnwrapErr() as { fields: object }).fields).sort()).toEqual([
      'account_holder',
      'iban',
    ]);
    expect(ports.refunds.size).toBe(0);
    await saveDepositRefundDetails(
      ports,
      deal,
      { iban: 'de89 3704 0044 0532 0130 00', account_holder: ' Kim Kunde ' },
      NOW,
    );
    expect(ports.refunds.get('d-1001')).toEqual({
      iban: 'DE89370400440532013000',
      account_holder: 'Kim Kunde',
    });
  });

  it('refuses the bank details while the return is not in sight', async () => {
    const ports = inMemoryReturns();
    const early = { ...deal, return_date: inDays(200), days_left_to_schedule_return: 200 } as StoredDeal;
    const refused = await saveDepositRefundDetails(
      ports,
      early,
      { iban: 'DE89370400440532013000', account_holder: 'Kim Kunde' },
      NOW,
    );
    expect(refused._unsafeUnwrapErr().code).toBe('not_eligible');
    expect(ports.refunds.size).toBe(0);
  });

  it('keeps a return reason comment of at most 2000 characters', async () => {
    const ports = inMemoryReturns();
    expect((await addReturnReasonComment(ports, deal, 'x'.repeat(2001), NOW)).isErr()).toBe(true);
    expect((await addReturnReasonComment(ports, deal, ' Zu teuer ', NOW)).isOk()).toBe(true);
    expect(ports.comments).toEqual([{ dealId: 'd-1001', comment: 'Zu teuer' }]);
  });
});

describe('the return status', () => {
  const current = (record = aReturn(), state = 'ACTIVE') =>
    returnStatusOf({ ...deal, state } as StoredDeal, record, NOW).steps.find((s) => s.progress === 'current')
      ?.id;

  it('moves from booked to confirmed, preparation, the return and the final invoice', () => {
    expect(returnStatusOf(deal, undefined, NOW).steps[0]).toEqual({
      id: 'return_booked',
      progress: 'current',
      completed_at: null,
    });
    expect(current()).toBe('return_confirmed');
    expect(current(aReturn({ confirmed_at: NOW }))).toBe('prepare_car_for_return');
    expect(current(aReturn({ confirmed_at: NOW, planned_return_date: inDays(0) }))).toBe(
      'return_in_progress',
    );
    expect(current(aReturn({ confirmed_at: NOW, returned_at: NOW }))).toBe('final_invoice');
    expect(current(aReturn({ final_invoice_at: NOW }))).toBeUndefined();
    expect(current(undefined, 'ENDED')).toBeUndefined();
  });
});
