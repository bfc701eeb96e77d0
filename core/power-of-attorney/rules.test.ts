import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDeal } from '../deals/a-deal.ts';
import { inDays, NOW } from '../deals/test-clock.ts';
import { DEAL_STATES } from '../deals/types.ts';
import {
  POWER_OF_ATTORNEY_MIN_AGE,
  type PowerOfAttorneyForm,
  powerOfAttorneyWindowOf,
  validatePowerOfAttorney,
} from './rules.ts';

const aForm = (overrides: Partial<PowerOfAttorneyForm> = {}): PowerOfAttorneyForm => ({
  first_name: 'Lea',
  last_name: 'Nachbar',
  date_of_birth: '14.03.1990',
  phone: '0151 23456789',
  email: '',
  valid_from: inDays(1),
  valid_until: inDays(20),
  ...overrides,
});
const lastDay = inDays(28);
const fieldsOf = (form: PowerOfAttorneyForm) => {
  const result = validatePowerOfAttorney(form, lastDay, NOW);
  return result.isErr()
    ? Object.fromEntries(Object.entries(result.error).map(([k, v]) => [k, v?.message]))
    : {};
};

describe('when a power of attorney can be granted', () => {
  it('is open while a handover or a return lies ahead, up to the end of the term', () => {
    expect(
      powerOfAttorneyWindowOf(aDeal({ state: 'CREATED', minimum_commitment_end_date: inDays(400) }), NOW),
    ).toEqual({
      open: true,
      lastDay: inDays(400),
    });
    expect(powerOfAttorneyWindowOf(aDeal({ state: 'ACTIVE', return_date: inDays(28) }), NOW)).toEqual({
      open: true,
      lastDay: inDays(28),
    });
  });

  it('is closed for ended, cancelled, unsigned and lead deals, and once the term is over', () => {
    for (const state of ['ENDED', 'CANCELED', 'STOPPED', 'INACTIVE', 'NOT_SIGNED', 'FINAL_INVOICE'] as const)
      expect(powerOfAttorneyWindowOf(aDeal({ state }), NOW).open).toBe(false);
    expect(powerOfAttorneyWindowOf(aDeal({ state: 'CREATED', variant: 'LEAD' }), NOW).open).toBe(false);
    expect(powerOfAttorneyWindowOf(aDeal({ state: 'ACTIVE', return_date: inDays(-1) }), NOW).open).toBe(
      false,
    );
    expect(powerOfAttorneyWindowOf(aDeal({ state: 'ACTIVE', return_date: inDays(0) }), NOW).open).toBe(true);
  });

  it('never opens for a state after the return', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEAL_STATES), (state) => {
        const open = powerOfAttorneyWindowOf(aDeal({ state }), NOW).open;
        if (['ENDED', 'CANCELED', 'STOPPED', 'INACTIVE', 'ARCHIVED', 'FINAL_INVOICE'].includes(state))
          expect(open).toBe(false);
      }),
    );
  });
});

describe('the power-of-attorney form', () => {
  it('keeps trimmed names, ISO dates, the phone in E.164 and no e-mail as null', () => {
    expect(validatePowerOfAttorney(aForm({ first_name: ' Lea ' }), lastDay, NOW)._unsafeUnwrap()).toEqual({
      first_name: 'Lea',
      last_name: 'Nachbar',
      date_of_birth: '1990-03-14',
      phone: '+4915123456789',
      email: null,
      valid_from: inDays(1),
      valid_until: inDays(20),
    });
  });

  it('needs names, date of birth, phone and the days, with the required message', () => {
    expect(
      fieldsOf(
        aForm({
          first_name: '',
          last_name: ' ',
          date_of_birth: '',
          phone: '',
          valid_from: '',
          valid_until: '',
        }),
      ),
    ).toEqual({
      first_name: 'Dies ist ein Pflichtfeld.',
      last_name: 'Dies ist ein Pflichtfeld.',
      date_of_birth: 'Dies ist ein Pflichtfeld.',
      phone: 'Dies ist ein Pflichtfeld.',
      valid_from: 'Dies ist ein Pflichtfeld.',
      valid_until: 'Dies ist ein Pflichtfeld.',
    });
  });

  it('checks the phone as the contact phone and an e-mail only when given', () => {
    expect(fieldsOf(aForm({ phone: '12a45', email: 'lea@' }))).toEqual({
      phone: 'Bitte gib eine gültige Telefonnummer ein, z. B. 030 12345678 oder +49 151 23456789.',
      email: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    });
    expect(
      validatePowerOfAttorney(aForm({ email: 'lea@example.org' }), lastDay, NOW)._unsafeUnwrap().email,
    ).toBe('lea@example.org');
  });

  it(`needs a person of at least ${POWER_OF_ATTORNEY_MIN_AGE}: the birthday itself counts`, () => {
    // NOW is 22.11.2026 in Berlin.
    expect(fieldsOf(aForm({ date_of_birth: '22.11.2008' }))).toEqual({});
    expect(fieldsOf(aForm({ date_of_birth: '23.11.2008' }))).toEqual({
      date_of_birth: 'Die bevollmächtigte Person muss mindestens 18 Jahre alt sein.',
    });
  });

  it('holds from today at the earliest, ends no earlier than it starts and no later than the term', () => {
    expect(fieldsOf(aForm({ valid_from: inDays(0), valid_until: inDays(28) }))).toEqual({});
    expect(fieldsOf(aForm({ valid_from: inDays(-1) }))).toEqual({
      valid_from: 'Die Vollmacht kann frühestens ab heute gelten.',
    });
    expect(fieldsOf(aForm({ valid_from: inDays(5), valid_until: inDays(4) }))).toEqual({
      valid_until: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    });
    expect(fieldsOf(aForm({ valid_until: inDays(29) }))).toEqual({
      valid_until: 'Die Vollmacht kann höchstens bis zum Ende deines Abos am 20.12.2026 gelten.',
    });
  });

  it('accepts every span within the term and refuses every span that leaves it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 35 }), fc.integer({ min: -5, max: 35 }), (from, until) => {
        const ok = validatePowerOfAttorney(
          aForm({ valid_from: inDays(from), valid_until: inDays(until) }),
          lastDay,
          NOW,
        ).isOk();
        expect(ok).toBe(from >= 0 && until >= from && until <= 28);
      }),
    );
  });
});
