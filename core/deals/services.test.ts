import { describe, expect, it } from 'vitest';
import type { FleetCar } from '../fleet/cars-list.ts';
import { isRunning } from '../fleet/orders.ts';
import { aDealContext } from './a-deal.ts';
import { canGiveDepositRefundDetails, servicesFor, servicesNeedReturnData } from './services.ts';
import { inDays, NOW } from './test-clock.ts';
import { DEAL_STATES } from './types.ts';

describe('the services of a car', () => {
  it('offers report damage and schedule service for a running subscription', () => {
    expect(servicesFor(aDealContext({ return_date: inDays(300) }), NOW)).toEqual([
      'report_damage',
      'schedule_service',
    ]);
  });

  it('offers nothing for an order that is not handed over yet', () => {
    expect(servicesFor(aDealContext({ state: 'CREATED' }), NOW)).toEqual([]);
    expect(servicesFor(aDealContext({ state: 'NOT_SIGNED' }), NOW)).toEqual([]);
  });

  it('offers the pre-return appraisal once the return is booked, 8 working days or more ahead', () => {
    const booked = aDealContext(
      { return_date: inDays(30), return_type: 'PICKUP' },
      { returnData: { preferred_delivery_date: inDays(29) } },
    );
    expect(servicesFor(booked, NOW)).toContain('pre_return_appraisal');
    const requested = aDealContext(
      { return_date: inDays(30), return_type: 'PICKUP' },
      { returnData: {}, appraisal: { appointment_date: inDays(10) } },
    );
    expect(servicesFor(requested, NOW)).not.toContain('pre_return_appraisal');
    const tooLate = aDealContext({ return_date: inDays(5), return_type: 'PICKUP' }, { returnData: {} });
    expect(servicesFor(tooLate, NOW)).not.toContain('pre_return_appraisal');
    expect(servicesFor(aDealContext({ return_date: inDays(30) }), NOW)).not.toContain('pre_return_appraisal');
  });

  it('offers a business customer only report damage and schedule service', () => {
    const ctx = aDealContext({ return_date: inDays(30), return_type: 'PICKUP' }, { returnData: {} });
    expect(servicesFor(ctx, NOW)).toEqual([
      'report_damage',
      'schedule_service',
      'pre_return_appraisal',
      'deposit_refund_details',
    ]);
    expect(servicesFor(ctx, NOW, 'business')).toEqual(['report_damage', 'schedule_service']);
  });

  it('offers a running fleet car report damage and schedule service, as the business car page shows them', () => {
    for (const state of DEAL_STATES) {
      const car = { ...aDealContext({ state }).deal } as unknown as FleetCar;
      const expected = isRunning(car) ? ['report_damage', 'schedule_service'] : [];
      expect(servicesFor(aDealContext({ state }), NOW, 'business'), state).toEqual(expected);
    }
  });

  it('asks for the return only when a return is booked on a running subscription', () => {
    expect(servicesNeedReturnData(aDealContext({ return_type: 'SELF_RETURN' }))).toBe(true);
    expect(servicesNeedReturnData(aDealContext({}))).toBe(false);
    expect(servicesNeedReturnData(aDealContext({ state: 'STOPPED', return_type: 'PICKUP' }))).toBe(false);
  });
});

describe('the deposit-refund bank details', () => {
  it('can be given from 45 days before the return date of a running subscription', () => {
    expect(canGiveDepositRefundDetails(aDealContext({ return_date: inDays(45) }), NOW)).toBe(true);
    expect(canGiveDepositRefundDetails(aDealContext({ return_date: inDays(46) }), NOW)).toBe(false);
  });

  it('can be given once the return is booked, whatever the date', () => {
    const booked = aDealContext({ return_date: inDays(200), return_type: 'PICKUP' });
    expect(canGiveDepositRefundDetails(booked, NOW)).toBe(true);
  });

  it('can be given after the return until the deal is finished', () => {
    for (const state of ['RETURNING', 'STOPPED', 'INACTIVE', 'FINAL_INVOICE'] as const)
      expect(canGiveDepositRefundDetails(aDealContext({ state }), NOW)).toBe(true);
  });

  it('cannot be given once the subscription has ended: the final invoice settled the deposit', () => {
    const ended = aDealContext({ state: 'ENDED', end_date: inDays(-200) });
    expect(canGiveDepositRefundDetails(ended, NOW)).toBe(false);
  });

  it('cannot be given for orders, cancelled deals or leads', () => {
    for (const state of ['NOT_SIGNED', 'CREATED', 'CANCELED', 'ARCHIVED'] as const)
      expect(canGiveDepositRefundDetails(aDealContext({ state, return_date: inDays(10) }), NOW)).toBe(false);
    expect(canGiveDepositRefundDetails(aDealContext({ state: 'STOPPED', variant: 'LEAD' }), NOW)).toBe(false);
  });
});
