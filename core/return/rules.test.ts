import { describe, expect, it } from 'vitest';
import {
  APPRAISAL_SLOTS,
  canConfirmAppraisal,
  DEFAULT_APPRAISAL_SLOT,
  isReturnContinueDisabled,
  isReturnDateChangeFree,
  type ReturnChangeRequest,
  returnFormComplete,
  returnWizardStepCount,
  returnWizardSteps,
  shouldRequestReturnFee,
} from './rules.ts';

const pickup: ReturnChangeRequest = {
  return_type: 'PICKUP',
  preferred_return_date: '2026-12-01',
  return_firstname: 'Erika',
  return_lastname: 'Mustermann',
  return_street: 'Hauptstraße',
  return_housenumber: '12a',
  return_city: 'Berlin',
  return_zip: '10115',
  return_phone_number: '+49 30 1234567',
};

describe('return fee request', () => {
  const ready = { formValid: true, returnType: 'PICKUP' as const, focusedField: null };

  it('is made when the form is valid, a return type is chosen and no field has focus', () => {
    expect(shouldRequestReturnFee(ready)).toBe(true);
    expect(shouldRequestReturnFee({ ...ready, returnType: 'SELF_RETURN', focusedField: '' })).toBe(true);
  });

  it('waits while the form is invalid, no return type is chosen or a field has focus', () => {
    expect(shouldRequestReturnFee({ ...ready, formValid: false })).toBe(false);
    expect(shouldRequestReturnFee({ ...ready, returnType: null })).toBe(false);
    expect(shouldRequestReturnFee({ ...ready, focusedField: 'return_zip' })).toBe(false);
  });
});

describe('return form completeness', () => {
  it('needs firstname, lastname, house number, street, city, zip, phone and date for a pickup', () => {
    expect(returnFormComplete(pickup)).toBe(true);
    for (const field of Object.keys(pickup) as (keyof ReturnChangeRequest)[]) {
      if (field === 'return_type') continue;
      expect(returnFormComplete({ ...pickup, [field]: '' })).toBe(false);
      expect(returnFormComplete({ ...pickup, [field]: '   ' })).toBe(false);
      expect(returnFormComplete({ ...pickup, [field]: null })).toBe(false);
    }
  });

  it('does not need address extra or e-mail for a pickup', () => {
    expect(returnFormComplete({ ...pickup, return_address_extra: '', return_email: null })).toBe(true);
  });

  it('needs only the date for a self-return', () => {
    expect(returnFormComplete({ return_type: 'SELF_RETURN', preferred_return_date: '2026-12-01' })).toBe(
      true,
    );
    expect(returnFormComplete({ return_type: 'SELF_RETURN', preferred_return_date: ' ' })).toBe(false);
  });

  it('is never complete without a return type', () => {
    expect(returnFormComplete({ ...pickup, return_type: null })).toBe(false);
  });
});

describe('free return date change', () => {
  const now = new Date('2026-11-18T10:00:00Z');

  it('is free up to and including 5 days before the return date', () => {
    expect(isReturnDateChangeFree('2026-11-30', now)).toBe(true);
    expect(isReturnDateChangeFree('2026-11-23', now)).toBe(true);
    expect(isReturnDateChangeFree('2026-11-22', now)).toBe(false);
    expect(isReturnDateChangeFree('2026-11-18', now)).toBe(false);
  });

  it('counts the days in Berlin: at 23:30 UTC the 18th is already the 19th there', () => {
    expect(isReturnDateChangeFree('2026-11-23', new Date('2026-11-18T23:30:00Z'))).toBe(false);
  });
});

describe('return wizard', () => {
  const consumer = {
    isBusiness: false,
    returnType: 'PICKUP' as const,
    hasReturnType: false,
    hasFollowUp: false,
  };

  it('walks a consumer picking up through reason, type, address, appointment, contact and overview', () => {
    expect(returnWizardSteps(consumer)).toEqual([
      'reason',
      'return-type',
      'address',
      'appointment',
      'contact',
      'overview',
    ]);
  });

  it('shows the read-only compound address instead of the pickup address for a self-return', () => {
    expect(returnWizardSteps({ ...consumer, returnType: 'SELF_RETURN' })).toEqual([
      'reason',
      'return-type',
      'self-return-address',
      'appointment',
      'contact',
      'overview',
    ]);
  });

  it('counts the same number of steps before and after a consumer chooses the return type', () => {
    for (const hasFollowUp of [false, true]) {
      const before = returnWizardStepCount({ ...consumer, hasFollowUp, returnType: null });
      expect(returnWizardSteps({ ...consumer, hasFollowUp, returnType: null })).toHaveLength(before - 1);
      expect(returnWizardStepCount({ ...consumer, hasFollowUp, returnType: 'PICKUP' })).toBe(before);
      expect(returnWizardStepCount({ ...consumer, hasFollowUp, returnType: 'SELF_RETURN' })).toBe(before);
    }
    expect(returnWizardStepCount({ ...consumer, returnType: null })).toBe(6);
  });

  it('skips the reason when a return type or a follow-up subscription exists', () => {
    expect(returnWizardSteps({ ...consumer, hasReturnType: true })).not.toContain('reason');
    expect(returnWizardSteps({ ...consumer, hasFollowUp: true })).not.toContain('reason');
  });

  it('hides the reason from business customers, and address and contact unless the car is picked up', () => {
    expect(returnWizardSteps({ ...consumer, isBusiness: true })).toEqual([
      'return-type',
      'address',
      'appointment',
      'contact',
      'overview',
    ]);
    expect(returnWizardSteps({ ...consumer, isBusiness: true, returnType: 'SELF_RETURN' })).toEqual([
      'return-type',
      'self-return-address',
      'appointment',
      'overview',
    ]);
  });

  it('lists no address step before a return type is chosen', () => {
    expect(returnWizardSteps({ ...consumer, returnType: null })).toEqual([
      'reason',
      'return-type',
      'appointment',
      'contact',
      'overview',
    ]);
  });

  it('disables continue when self-return is chosen without self-return availability', () => {
    expect(isReturnContinueDisabled({ returnType: 'SELF_RETURN', selfReturnAvailabilities: [] })).toBe(true);
    expect(isReturnContinueDisabled({ returnType: 'SELF_RETURN', selfReturnAvailabilities: null })).toBe(
      true,
    );
    expect(
      isReturnContinueDisabled({ returnType: 'SELF_RETURN', selfReturnAvailabilities: ['2026-12-01'] }),
    ).toBe(false);
    expect(isReturnContinueDisabled({ returnType: 'PICKUP', selfReturnAvailabilities: [] })).toBe(false);
  });
});

describe('pre-return appraisal', () => {
  it('offers 10:00 (08:00-12:00, the default) and 13:00 (12:00-15:30)', () => {
    expect(APPRAISAL_SLOTS).toEqual([
      { value: '10:00', formatted_time: '08:00-12:00' },
      { value: '13:00', formatted_time: '12:00-15:30' },
    ]);
    expect(DEFAULT_APPRAISAL_SLOT).toBe('10:00');
  });

  it('can be confirmed only with a date and a timeslot', () => {
    expect(canConfirmAppraisal({ appointment_date: '2026-12-01', appointment_timeslot: '10:00' })).toBe(true);
    expect(canConfirmAppraisal({ appointment_date: '', appointment_timeslot: '10:00' })).toBe(false);
    expect(canConfirmAppraisal({ appointment_date: '2026-12-01', appointment_timeslot: null })).toBe(false);
  });
});
