import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, validateBirthDate, validateDriverBirthDate } from './birth-date.ts';

// Noon in Berlin on 23 November 2026.
const now = new Date('2026-11-23T11:00:00Z');
const tooYoung = { code: 'too_young', message: 'Du musst mindestens 17 Jahre alt sein.' };

describe('driver date of birth', () => {
  it('counts a driver whose 17th birthday is today as 17', () => {
    expect(validateDriverBirthDate('23.11.2009', now)._unsafeUnwrap()).toBe('2009-11-23');
  });

  it('refuses a driver whose 17th birthday is tomorrow', () => {
    expect(validateDriverBirthDate('24.11.2009', now)._unsafeUnwrapErr()).toEqual(tooYoung);
  });

  it('takes today in Berlin: at 23:30 UTC on the 22nd it is already the birthday in Berlin', () => {
    expect(validateDriverBirthDate('23.11.2009', new Date('2026-11-22T23:30:00Z')).isOk()).toBe(true);
    expect(validateDriverBirthDate('23.11.2009', new Date('2026-11-22T22:59:00Z')).isErr()).toBe(true);
  });

  it('rejects a date that is not a real date', () => {
    expect(validateDriverBirthDate('31.02.2000', now)._unsafeUnwrapErr().code).toBe('date_invalid');
  });

  it('rejects a date of birth in the future', () => {
    expect(validateDriverBirthDate('24.11.2026', now)._unsafeUnwrapErr().code).toBe('birth_date_in_future');
  });
});

describe('age on a date', () => {
  it('makes someone born on 29 February a year older on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', new Date('2025-02-28T12:00:00Z'))).toBe(16);
    expect(ageOn('2008-02-29', new Date('2025-03-01T12:00:00Z'))).toBe(17);
  });

  it('makes someone born on 29 February a year older on 29 February in a leap year', () => {
    expect(ageOn('2008-02-29', new Date('2028-02-28T12:00:00Z'))).toBe(19);
    expect(ageOn('2008-02-29', new Date('2028-02-29T12:00:00Z'))).toBe(20);
  });

  it('is the difference of the years on the birthday and one less the day before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1930, max: 2010 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (y, m, d) => {
          const birth = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const birthday = new Date(Date.UTC(2026, m - 1, d, 11));
          const dayBefore = new Date(Date.UTC(2026, m - 1, d - 1, 11));
          expect(ageOn(birth, birthday)).toBe(2026 - y);
          expect(ageOn(birth, dayBefore)).toBe(2026 - y - 1);
        },
      ),
    );
  });
});

describe('minimum and maximum age', () => {
  it('uses the minimum-age text with the configured age', () => {
    expect(validateBirthDate('24.11.2008', now, { minAge: 18 })._unsafeUnwrapErr().message).toBe(
      'Du musst mindestens 18 Jahre alt sein.',
    );
  });

  it('allows the maximum age itself and refuses one year more', () => {
    expect(validateBirthDate('24.11.1960', now, { maxAge: 65 }).isOk()).toBe(true); // 65
    expect(validateBirthDate('23.11.1960', now, { maxAge: 65 })._unsafeUnwrapErr()).toEqual({
      code: 'too_old',
      message: 'Der oder die Fahrer:in entspricht nicht unseren Altersanforderungen.',
    });
  });

  it('uses a configured message', () => {
    expect(
      validateBirthDate('23.11.1960', now, { maxAge: 65, maxAgeMessage: 'Zu alt.' })._unsafeUnwrapErr()
        .message,
    ).toBe('Zu alt.');
  });
});
