import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../shared/money.ts';
import {
  deliveryDateWindow,
  deliveryFee,
  type HandoverPayload,
  handoverWizardSteps,
  isHandoverContinueDisabled,
  isInDateWindow,
  isPickupSlot,
  isSelfPickupOfferShown,
  isShortNoticeChangeFee,
  PICKUP_SLOTS,
  SELF_PICKUP_SAVING,
  STATION_OPENING_HOURS,
  shouldRequestHandoverChangeFee,
  showsHandoverIntro,
  withDefaultHandoverTime,
} from './rules.ts';

const complete: HandoverPayload = {
  handover_firstname: 'Erika',
  handover_lastname: 'Mustermann',
  handover_housenumber: '12a',
  handover_street: 'Hauptstraße',
  handover_city: 'Berlin',
  handover_zip: '10115',
  handover_phone_number: '+49 30 1234567',
  preferred_handover_date: '2026-12-01',
};

describe('handover change fee', () => {
  it('is requested when all eight handover fields are filled', () => {
    expect(shouldRequestHandoverChangeFee(complete)).toBe(true);
  });

  it('is not requested when any one of the eight fields is missing, empty or only spaces', () => {
    for (const field of Object.keys(complete) as (keyof HandoverPayload)[]) {
      expect(shouldRequestHandoverChangeFee({ ...complete, [field]: undefined })).toBe(false);
      expect(shouldRequestHandoverChangeFee({ ...complete, [field]: null })).toBe(false);
      expect(shouldRequestHandoverChangeFee({ ...complete, [field]: '' })).toBe(false);
      expect(shouldRequestHandoverChangeFee({ ...complete, [field]: '  \t' })).toBe(false);
    }
  });

  it('does not need the address extra or the e-mail', () => {
    expect(
      shouldRequestHandoverChangeFee({ ...complete, handover_address_extra: '', handover_email: null }),
    ).toBe(true);
  });

  it('recognises a short-notice change fee', () => {
    expect(isShortNoticeChangeFee({ amount: cents(24_900), type: 'short_notice' })).toBe(true);
    expect(isShortNoticeChangeFee({ amount: cents(0), type: null })).toBe(false);
    expect(isShortNoticeChangeFee(null)).toBe(false);
  });
});

describe('delivery fee', () => {
  it('costs 209.24 EUR for a custom delivery booked on or after 15 Nov 2025', () => {
    expect(deliveryFee({ method: 'custom_delivery', bookedAt: '2025-11-15' })).toBe(20_924);
    expect(deliveryFee({ method: 'custom_delivery', bookedAt: '2026-02-01' })).toBe(20_924);
  });

  it('costs the standard 249 EUR for a custom delivery booked before 15 Nov 2025', () => {
    expect(deliveryFee({ method: 'custom_delivery', bookedAt: '2025-11-14' })).toBe(24_900);
  });

  it('takes the booking date in Berlin: 23:30 UTC on 14 Nov is already the 15th', () => {
    expect(deliveryFee({ method: 'custom_delivery', bookedAt: '2025-11-14T23:30:00Z' })).toBe(20_924);
    expect(deliveryFee({ method: 'custom_delivery', bookedAt: '2025-11-14T22:59:00Z' })).toBe(24_900);
  });

  it('is free for a swap delivery', () => {
    expect(deliveryFee({ method: 'swap_delivery', bookedAt: '2026-02-01' })).toBe(0);
  });

  it('is waived for loyalty level Black only', () => {
    expect(deliveryFee({ method: 'custom_delivery', bookedAt: '2026-02-01', loyaltyLevel: 'black' })).toBe(0);
    expect(deliveryFee({ method: 'custom_delivery', bookedAt: '2026-02-01', loyaltyLevel: 'platinum' })).toBe(
      20_924,
    );
    expect(deliveryFee({ method: 'self_pickup', bookedAt: '2026-02-01', loyaltyLevel: 'black' })).toBe(0);
  });

  it('costs 149 EUR for self-pickup, saving 100 EUR on the 249 EUR delivery fee', () => {
    expect(deliveryFee({ method: 'self_pickup', bookedAt: '2025-01-01' })).toBe(14_900);
    expect(deliveryFee({ method: 'self_pickup', bookedAt: '2026-01-01' })).toBe(14_900);
    expect(SELF_PICKUP_SAVING).toBe(10_000);
  });
});

describe('self-pickup', () => {
  const now = new Date('2026-11-18T10:00:00Z');

  it('is offered from 6 days before delivery up to the delivery day', () => {
    expect(isSelfPickupOfferShown('2026-11-25', now)).toBe(false);
    expect(isSelfPickupOfferShown('2026-11-24', now)).toBe(true);
    expect(isSelfPickupOfferShown('2026-11-18', now)).toBe(true);
    expect(isSelfPickupOfferShown('2026-11-17', now)).toBe(false);
    expect(isSelfPickupOfferShown(null, now)).toBe(false);
  });

  it('offers hourly slots 8 to 18 labelled 08:00 to 18:00, within the station hours 08:00–19:00', () => {
    expect(PICKUP_SLOTS.map((s) => s.value)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(PICKUP_SLOTS[0]?.formatted_time).toBe('08:00');
    expect(PICKUP_SLOTS.at(-1)?.formatted_time).toBe('18:00');
    expect(STATION_OPENING_HOURS).toEqual({ opens: '08:00', closes: '19:00' });
  });

  it('accepts only the offered slot values', () => {
    expect(isPickupSlot(8)).toBe(true);
    expect(isPickupSlot(18)).toBe(true);
    expect(isPickupSlot(7)).toBe(false);
    expect(isPickupSlot(19)).toBe(false);
    expect(isPickupSlot(null)).toBe(false);
  });
});

describe('handover dates', () => {
  it('sets the default handover time to 11:00', () => {
    expect(withDefaultHandoverTime('2026-12-01')).toBe('2026-12-01T11:00:00');
  });

  const now = new Date('2026-11-18T10:00:00Z');

  it('asks availability from 4 weeks before to 1 week after the date', () => {
    expect(deliveryDateWindow('2027-01-20', now)).toEqual({ from: '2026-12-23', to: '2027-01-27' });
  });

  it('starts the window tomorrow at the earliest', () => {
    expect(deliveryDateWindow('2026-12-16', now)).toEqual({ from: '2026-11-19', to: '2026-12-23' });
    expect(deliveryDateWindow('2026-12-17', now)).toEqual({ from: '2026-11-19', to: '2026-12-24' });
    expect(deliveryDateWindow('2026-12-18', now)).toEqual({ from: '2026-11-20', to: '2026-12-25' });
  });

  it('takes tomorrow in Berlin: at 23:30 UTC it is already the next day there', () => {
    expect(deliveryDateWindow('2026-11-20', new Date('2026-11-18T23:30:00Z')).from).toBe('2026-11-20');
  });

  it('is empty for a date more than 6 days ago', () => {
    const window = deliveryDateWindow('2026-11-10', now);
    expect(window).toEqual({ from: '2026-11-19', to: '2026-11-17' });
    expect(isInDateWindow('2026-11-19', window)).toBe(false);
  });

  it('includes both ends of the window', () => {
    const window = { from: '2026-11-19', to: '2026-11-25' };
    expect(isInDateWindow('2026-11-19', window)).toBe(true);
    expect(isInDateWindow('2026-11-25', window)).toBe(true);
    expect(isInDateWindow('2026-11-26', window)).toBe(false);
    expect(isInDateWindow('2026-11-18', window)).toBe(false);
  });

  it('never starts before tomorrow and always ends 7 days after the date (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 120 }), (offset) => {
        const date = new Date(Date.UTC(2026, 10, 18 + offset)).toISOString().slice(0, 10);
        const { from, to } = deliveryDateWindow(date, now);
        expect(from >= '2026-11-19').toBe(true);
        expect(to).toBe(new Date(Date.UTC(2026, 10, 25 + offset)).toISOString().slice(0, 10));
      }),
    );
  });
});

describe('handover wizard', () => {
  const consumer = { isBusiness: false, changeFee: cents(24_900), isSameDaySwap: false };

  it('shows intro, address, appointment, contact and overview to a consumer with a change fee', () => {
    expect(handoverWizardSteps(consumer)).toEqual(['intro', 'address', 'appointment', 'contact', 'overview']);
  });

  it('hides the intro for business customers, a zero change fee and a same-day swap', () => {
    expect(showsHandoverIntro({ ...consumer, isBusiness: true })).toBe(false);
    expect(showsHandoverIntro({ ...consumer, changeFee: cents(0) })).toBe(false);
    expect(showsHandoverIntro({ ...consumer, isSameDaySwap: true })).toBe(false);
    expect(handoverWizardSteps({ ...consumer, isBusiness: true })).toEqual([
      'address',
      'appointment',
      'contact',
      'overview',
    ]);
  });

  it('keeps the intro while the change fee is not known yet', () => {
    expect(showsHandoverIntro({ ...consumer, changeFee: null })).toBe(true);
  });

  it('disables continue on the address and appointment steps without availabilities', () => {
    expect(isHandoverContinueDisabled('address', [])).toBe(true);
    expect(isHandoverContinueDisabled('appointment', null)).toBe(true);
    expect(isHandoverContinueDisabled('appointment', ['2026-12-01'])).toBe(false);
    expect(isHandoverContinueDisabled('intro', [])).toBe(false);
    expect(isHandoverContinueDisabled('overview', [])).toBe(false);
  });
});
