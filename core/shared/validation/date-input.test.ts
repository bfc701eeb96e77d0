import { describe, expect, it } from 'vitest';
import { parseDateInput } from './date-input.ts';

describe('date input', () => {
  it('reads DD.MM.YYYY as the ISO date', () => {
    expect(parseDateInput('23.11.2026')._unsafeUnwrap()).toBe('2026-11-23');
  });

  it('takes an ISO date from a date picker as it is', () => {
    expect(parseDateInput('2026-11-23')._unsafeUnwrap()).toBe('2026-11-23');
  });

  it('accepts 29 February in a leap year only', () => {
    expect(parseDateInput('29.02.2028').isOk()).toBe(true);
    expect(parseDateInput('29.02.2027')._unsafeUnwrapErr()).toEqual({
      code: 'date_invalid',
      message: 'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.',
    });
  });

  it('rejects days that do not exist and months past 12', () => {
    expect(parseDateInput('31.04.2026').isErr()).toBe(true);
    expect(parseDateInput('01.13.2026').isErr()).toBe(true);
    expect(parseDateInput('00.01.2026').isErr()).toBe(true);
  });

  it('rejects other shapes than the mask: single digits, two-digit years, slashes, times', () => {
    for (const text of ['1.3.2026', '01.03.26', '01/03/2026', '2026-03-01T10:00:00Z']) {
      expect(parseDateInput(text).isErr()).toBe(true);
    }
  });

  it('asks for the field when empty', () => {
    expect(parseDateInput(' ')._unsafeUnwrapErr().code).toBe('required');
  });
});
