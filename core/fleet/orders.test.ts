import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inDays, NOW } from '../deals/test-clock.ts';
import {
  berlinDay,
  berlinDayOfInstant,
  isPublicHoliday,
  isWeekend,
  toIsoDate,
} from '../shared/calendar-days.ts';
import type { FleetCar } from './cars-list.ts';
import type { Contact } from './contacts.ts';
import {
  deliveryOptionsOf,
  endOfSubscriptionOf,
  type FleetOrder,
  handoverCalendarOf,
  isHandoverDateAvailable,
  isHandoverEditable,
  orderActionsFor,
  reservationExpiresAt,
  swapCandidates,
  timePeriodOf,
  transitionVehicleTerms,
} from './orders.ts';

const aCar = (overrides: Partial<FleetCar> = {}): FleetCar => ({
  id: 'f-1',
  state: 'NOT_SIGNED',
  created_at: '2026-11-20T09:00:00Z',
  company: { id: 'co-a', name: 'A GmbH' },
  ...overrides,
});

const anOrder = (overrides: Partial<FleetOrder> = {}, car: Partial<FleetCar> = {}): FleetOrder => ({
  car: aCar(car),
  term: 12,
  shared: false,
  driver: null,
  preliminaryDeliveryDate: inDays(20),
  contractSignedAt: null,
  deliveryOption: 'custom_delivery',
  deliveryAddress: null,
  handover: null,
  swapSubscription: null,
  transitionVehicleRequested: false,
  ...overrides,
});

const admin = { role: 'admin', driversShopAccess: false } as const;
const driverWithoutShop = { role: 'driver', driversShopAccess: false } as const;

describe('the reservation', () => {
  it('lapses 3 days after the order was created', () => {
    expect(reservationExpiresAt(anOrder())).toBe('2026-11-23T09:00:00.000Z');
    expect(reservationExpiresAt(anOrder({}, { state: 'CREATED' }))).toBeNull();
  });
});

describe('handover editing', () => {
  it('closes 3 days before the delivery date', () => {
    expect(isHandoverEditable(anOrder({ preliminaryDeliveryDate: inDays(3) }), NOW)).toBe(true);
    expect(isHandoverEditable(anOrder({ preliminaryDeliveryDate: inDays(2) }), NOW)).toBe(false);
    expect(isHandoverEditable(anOrder({}, { state: 'ACTIVE' }), NOW)).toBe(false);
  });

  it('shows a slot as an hour', () => {
    expect(timePeriodOf('11:00')).toBe('11:00 – 12:00');
    expect(timePeriodOf('08:00')).toBe('08:00 – 09:00');
  });
});

describe('the handover calendar (delivery date window)', () => {
  // NOW is Sunday 22 Nov 2026: tomorrow, the earliest day (business spec §9), is Monday 23 Nov.
  const basis = (preliminaryDate: string | null, coordinatedDate: string | null = null) => ({
    preliminaryDate,
    coordinatedDate,
  });

  it('offers the working days from 4 weeks before the preliminary date to 1 week after', () => {
    const calendar = handoverCalendarOf(basis('2027-03-03'), NOW);
    expect(calendar.window).toEqual({ from: '2027-02-03', to: '2027-03-10' });
    expect(calendar.days[0]).toBe('2027-02-03');
    expect(calendar.days.at(-1)).toBe('2027-03-10');
    expect(calendar.days).toHaveLength(26);
    expect(calendar.days).not.toContain('2027-02-06');
  });

  it('starts tomorrow at the earliest', () => {
    const calendar = handoverCalendarOf(basis('2026-12-15'), NOW);
    expect(calendar.window).toEqual({ from: '2026-11-23', to: '2026-12-22' });
    expect(calendar.days[0]).toBe('2026-11-23');
    expect(calendar.days.at(-1)).toBe('2026-12-22');
  });

  it('offers no public holiday: neither Christmas nor New Year', () => {
    const days = handoverCalendarOf(basis('2026-12-29'), new Date('2026-12-21T10:00:00Z')).days;
    expect(days).toEqual([
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-04',
      '2027-01-05',
    ]);
    expect(isHandoverDateAvailable('2026-12-25', basis('2026-12-29'), NOW)).toBe(false);
    expect(isHandoverDateAvailable('2027-01-01', basis('2026-12-29'), NOW)).toBe(false);
    expect(isHandoverDateAvailable('2026-12-28', basis('2026-12-29'), NOW)).toBe(true);
  });

  it('keeps the window at the preliminary date when the handover is coordinated for another day', () => {
    expect(handoverCalendarOf(basis('2026-12-15', '2026-12-21'), NOW).window.to).toBe('2026-12-22');
    expect(handoverCalendarOf(basis(null, '2026-12-21'), NOW).window.to).toBe('2026-12-28');
  });

  it('sets the window around two weeks from today without any date of the order', () => {
    expect(handoverCalendarOf(basis(null), NOW).window).toEqual({ from: '2026-11-23', to: '2026-12-13' });
  });

  it('has no day for a preliminary date more than a week past', () => {
    expect(handoverCalendarOf(basis(inDays(-8)), NOW).days).toEqual([]);
  });

  it('accepts only a day of the calendar', () => {
    const december = basis('2026-12-15');
    expect(isHandoverDateAvailable('2026-12-15', december, NOW)).toBe(true);
    expect(isHandoverDateAvailable('2026-11-23', december, NOW)).toBe(true);
    expect(isHandoverDateAvailable('2026-11-22', december, NOW)).toBe(false);
    expect(isHandoverDateAvailable('2026-12-12', december, NOW)).toBe(false);
    expect(isHandoverDateAvailable('2026-12-23', december, NOW)).toBe(false);
    expect(isHandoverDateAvailable('15.12.2026', december, NOW)).toBe(false);
  });

  // Any instant of 2025–2035 (a year-end included) and any preliminary date around it.
  const instants = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z') });
  const calendars = fc
    .tuple(instants, fc.integer({ min: -20, max: 120 }), fc.boolean())
    .filter(([now]) => !Number.isNaN(now.getTime()))
    .map(([now, offset, preliminary]) => {
      const date = toIsoDate(berlinDayOfInstant(now) + offset);
      const basisOf = preliminary ? basis(date) : basis(null, date);
      return { now, basis: basisOf, calendar: handoverCalendarOf(basisOf, now) };
    });

  it('never offers a weekend or a public holiday, nor a day outside the window or before tomorrow', () => {
    fc.assert(
      fc.property(calendars, ({ now, calendar: { window, days } }) =>
        days.every((day) => {
          const d = berlinDay(day);
          return (
            !isWeekend(d) &&
            !isPublicHoliday(d) &&
            d >= berlinDay(window.from) &&
            d <= berlinDay(window.to) &&
            d >= berlinDayOfInstant(now) + 1
          );
        }),
      ),
    );
  });

  it('offers as its first day the first working day from tomorrow or the window’s start, whichever is later', () => {
    fc.assert(
      fc.property(calendars, ({ now, basis: basisOf, calendar: { window, days } }) => {
        const anchor = berlinDay(basisOf.preliminaryDate ?? basisOf.coordinatedDate ?? '');
        let first = Math.max(anchor - 28, berlinDayOfInstant(now) + 1);
        while (isWeekend(first) || isPublicHoliday(first)) first++;
        const expected = first <= berlinDay(window.to) ? toIsoDate(first) : undefined;
        expect(days[0]).toBe(expected);
        // The BFF accepts exactly the offered days: the first, and not the day before it.
        if (expected) {
          expect(isHandoverDateAvailable(expected, basisOf, now)).toBe(true);
          expect(isHandoverDateAvailable(toIsoDate(first - 1), basisOf, now)).toBe(false);
        }
      }),
    );
  });
});

describe('swap candidates', () => {
  it('are running cars of the company ending within 7 days of the delivery date', () => {
    const order = anOrder({ preliminaryDeliveryDate: inDays(20) });
    const cars = [
      aCar({ id: 'early', state: 'ACTIVE', return_date: inDays(13) }),
      aCar({ id: 'late', state: 'ACTIVE', return_date: inDays(27) }),
      aCar({ id: 'too-late', state: 'ACTIVE', return_date: inDays(28) }),
      aCar({ id: 'returning', state: 'RETURNING', return_date: inDays(20) }),
      aCar({ id: 'other', state: 'ACTIVE', return_date: inDays(20), company: { id: 'co-b', name: 'B' } }),
      aCar({ id: 'taken', state: 'ACTIVE', return_date: inDays(20) }),
    ];
    expect(swapCandidates(order, cars, new Set(['taken'])).map((car) => car.id)).toEqual(['early', 'late']);
  });

  it('never list a car ending more than 7 days from the delivery', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: -100, max: 200 }), (delivery, end) => {
        const order = anOrder({ preliminaryDeliveryDate: inDays(delivery) });
        const listed = swapCandidates(
          order,
          [aCar({ id: 'c', state: 'ACTIVE', return_date: inDays(end) })],
          new Set(),
        );
        expect(listed.length === 1).toBe(Math.abs(end - delivery) <= 7);
      }),
    );
  });
});

describe('delivery options', () => {
  it('cost 209.24 EUR for a custom delivery booked from 15 Nov 2025, nothing for a swap delivery', () => {
    expect(deliveryOptionsOf(anOrder())).toEqual([
      { option: 'custom_delivery', fee: 20924, selected: true },
      { option: 'swap_delivery', fee: 0, selected: false },
    ]);
    const earlier = deliveryOptionsOf(anOrder({}, { created_at: '2025-11-14T10:00:00Z' }));
    expect(earlier[0]?.fee).toBe(24900);
  });
});

describe('the transition vehicle', () => {
  it('comes within 7 days of signing with 1,000 km a month and the base deductibles', () => {
    const terms = transitionVehicleTerms(
      anOrder({ contractSignedAt: '2026-11-25T10:00:00Z' }),
      { protection: 'base', tireAndWindshield: false },
      NOW,
    );
    expect(terms).toEqual({
      deliveryBy: '2026-12-02',
      kilometresPerMonth: 1000,
      protection: 'base',
      fullCoverageDeductible: 100000,
      partialCoverageDeductible: 50000,
      tireAndWindshieldDeductible: null,
    });
  });

  it('lowers the full-coverage deductible to 500 EUR with premium, tyres and windscreen to 0', () => {
    const terms = transitionVehicleTerms(anOrder(), { protection: 'premium', tireAndWindshield: true }, NOW);
    expect(terms).toMatchObject({
      deliveryBy: inDays(7),
      fullCoverageDeductible: 50000,
      tireAndWindshieldDeductible: 0,
    });
  });
});

describe('end of subscription', () => {
  it('opens return planning 45 days before the return date', () => {
    const open = endOfSubscriptionOf(anOrder({}, { state: 'ACTIVE', return_date: inDays(45) }), NOW);
    expect(open.returnPlanningOpensOn).toBe(inDays(0));
    expect(open.options).toContainEqual({ option: 'return', available: true });
    const closed = endOfSubscriptionOf(anOrder({}, { state: 'ACTIVE', return_date: inDays(46) }), NOW);
    expect(closed.options).toContainEqual({ option: 'return', available: false });
  });

  it('offers a swap to admins, and not to a driver whose company withdrew shop access', () => {
    const running = anOrder({}, { state: 'ACTIVE', return_date: inDays(60) });
    const swapFor = (role: 'admin' | 'driver', driversShopAccess: boolean) =>
      endOfSubscriptionOf(running, NOW, { role, driversShopAccess }).options.find(
        (entry) => entry.option === 'swap',
      )?.available;
    expect(swapFor('admin', false)).toBe(true);
    expect(swapFor('driver', true)).toBe(true);
    expect(swapFor('driver', false)).toBe(false);
  });
});

describe('the actions panel', () => {
  const fritz: Contact = {
    id: 'ct-1',
    companyId: 'co-a',
    firstName: 'Fritz',
    lastName: 'Fahrer',
    email: 'f@a.example',
    phoneNumber: '+4915112345678',
    role: 'driver',
    status: 'ACTIVE',
  };

  it('offers an admin the contract and the company chooser of a reserved order', () => {
    expect(orderActionsFor(anOrder(), admin, NOW)).toEqual([
      'sign_contract',
      'assign_driver',
      'coordinate_handover',
      'coordinate_swap',
      'choose_delivery_option',
      'request_transition_vehicle',
      'choose_company',
      'comment',
    ]);
  });

  it('offers a driver without shop access no ordering, and an analyst nothing', () => {
    const actions = orderActionsFor(anOrder({ driver: fritz }), driverWithoutShop, NOW);
    expect(actions).not.toContain('request_transition_vehicle');
    expect(actions).not.toContain('coordinate_swap');
    expect(actions).toContain('coordinate_handover');
    expect(orderActionsFor(anOrder(), { role: 'analyst', driversShopAccess: true }, NOW)).toEqual([]);
  });

  it("offers 'Fahrer*in zuweisen' to admins only, never to the driver of the car", () => {
    const withShop = { role: 'driver', driversShopAccess: true } as const;
    expect(orderActionsFor(anOrder({ driver: fritz }), withShop, NOW)).not.toContain('assign_driver');
    expect(orderActionsFor(anOrder({ driver: fritz }), admin, NOW)).toContain('assign_driver');
  });
});
