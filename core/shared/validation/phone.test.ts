import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_INVALID, PHONE_INVALID_BUSINESS, REQUIRED } from './messages.ts';
import { normalizeGermanPhone, validateBusinessPhone, validatePhone } from './phone.ts';

const separator = fc.constantFrom(' ', '/', '-', '(', ')');
const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 15 });
const typedNumber = fc
  .array(fc.tuple(fc.option(separator, { nil: undefined }), fc.constantFrom(...'0123456789+')), {
    maxLength: 20,
  })
  .map((parts) => parts.map(([sep, char]) => (sep ?? '') + char).join(''));

describe('German phone normalisation', () => {
  it('turns a leading 0 into +49 and drops spaces, slashes, dashes and brackets', () => {
    expect(normalizeGermanPhone('030 / 123-456 (78)')).toBe('+493012345678');
    expect(normalizeGermanPhone('0151 23456789')).toBe('+4915123456789');
  });

  it('turns a leading 00 into +', () => {
    expect(normalizeGermanPhone('0049 30 12345678')).toBe('+493012345678');
    expect(normalizeGermanPhone('0044 20 7946 0958')).toBe('+442079460958');
  });

  it('leaves a number that already starts with + as it is, apart from separators', () => {
    expect(normalizeGermanPhone('+49 (30) 1234-5678')).toBe('+493012345678');
  });

  it('is idempotent: normalising twice gives the same as normalising once', () => {
    fc.assert(
      fc.property(typedNumber, (typed) => {
        const once = normalizeGermanPhone(typed);
        expect(normalizeGermanPhone(once)).toBe(once);
      }),
    );
  });

  it('never changes the digits after the prefix rewrite', () => {
    const rest = fc.tuple(fc.constantFrom(...'123456789'), digits).map(([first, more]) => first + more);
    fc.assert(
      fc.property(rest, fc.array(separator, { maxLength: 3 }), (body, seps) => {
        const spaced = seps.join('') + body;
        expect(normalizeGermanPhone(`0${spaced}`)).toBe(`+49${body}`);
        expect(normalizeGermanPhone(`00${spaced}`)).toBe(`+${body}`);
        expect(normalizeGermanPhone(`+${spaced}`)).toBe(`+${body}`);
        expect(normalizeGermanPhone(spaced)).toBe(body);
      }),
    );
  });

  it('never leaves a leading 0', () => {
    fc.assert(
      fc.property(typedNumber, (typed) => {
        expect(normalizeGermanPhone(typed).startsWith('0')).toBe(false);
      }),
    );
  });

  it('keeps only digits and + whatever separators were typed', () => {
    fc.assert(
      fc.property(typedNumber, (typed) => {
        expect(normalizeGermanPhone(typed)).toMatch(/^[\d+]*$/);
      }),
    );
  });
});

describe('phone validation', () => {
  it('accepts a Berlin landline with area prefix and gives its E.164 form', () => {
    expect(validatePhone('030 12345678')._unsafeUnwrap()).toBe('+493012345678');
  });

  it('accepts a mobile number with country code', () => {
    expect(validatePhone('+49 151 23456789')._unsafeUnwrap()).toBe('+4915123456789');
  });

  it('accepts "+49 (0)30 …", the written form with the bracketed trunk prefix', () => {
    expect(validatePhone('+49 (0)30 12345678')._unsafeUnwrap()).toBe('+493012345678');
  });

  it('accepts a foreign number in the consumer portal', () => {
    expect(validatePhone('0044 20 7946 0958')._unsafeUnwrap()).toBe('+442079460958');
  });

  it('asks for the field when the value is empty or blank', () => {
    expect(validatePhone('   ')._unsafeUnwrapErr()).toEqual({ code: 'required', message: REQUIRED });
  });

  it('rejects letters', () => {
    expect(validatePhone('030 1234567a')._unsafeUnwrapErr()).toEqual({
      code: 'phone_invalid',
      message: PHONE_INVALID,
    });
  });

  it('rejects a + in the middle of the number', () => {
    expect(validatePhone('030 1234+5678').isErr()).toBe(true);
  });

  it('rejects fewer than 4 characters after normalisation', () => {
    expect(validatePhone('+49').isErr()).toBe(true);
  });

  it('asks no more than the specification: a number in an unassigned range passes as typed', () => {
    expect(validatePhone('+49 1111111111')._unsafeUnwrap()).toBe('+491111111111');
    expect(validateBusinessPhone('+49 1111111111').isErr()).toBe(true);
  });

  it('accepts a number without area prefix or country code, and four digits at least (consumer §5)', () => {
    expect(validatePhone('30 12345678')._unsafeUnwrap()).toBe('3012345678');
    expect(validatePhone('1234')._unsafeUnwrap()).toBe('1234');
    expect(validatePhone('+123')._unsafeUnwrap()).toBe('+123');
    expect(validatePhone('123').isErr()).toBe(true);
    expect(validatePhone('+12').isErr()).toBe(true);
  });

  it('accepts 30 typed characters and rejects 31', () => {
    const typed = (length: number) => `030${' '.repeat(length - 11)}12345678`;
    expect(typed(30)).toHaveLength(30);
    expect(validatePhone(typed(30)).isOk()).toBe(true);
    expect(validatePhone(typed(31)).isErr()).toBe(true);
  });
});

describe('the consumer phone rule (property)', () => {
  it('passes every + or digit string of 4 to 30 characters and fails every shorter one', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.stringMatching(/^[1-9]\d{2,28}$/), (plus, digits) => {
        const typed = `${plus ? '+' : ''}${digits}`;
        expect(validatePhone(typed).isOk()).toBe(typed.length >= 4);
      }),
    );
  });
});

describe('business handover phone', () => {
  it('names two example numbers in the specification message', () => {
    expect(PHONE_INVALID_BUSINESS).toBe(
      'Bitte geben Sie eine gültige deutsche Telefonnummer ein (z. B. 030 12345678 oder +49 151 23456789).',
    );
  });

  it('accepts both example numbers of its own message', () => {
    expect(validateBusinessPhone('030 12345678').isOk()).toBe(true);
    expect(validateBusinessPhone('+49 151 23456789').isOk()).toBe(true);
  });

  it('rejects a valid foreign number, because it must be German', () => {
    expect(validateBusinessPhone('+44 20 7946 0958')._unsafeUnwrapErr()).toEqual({
      code: 'phone_invalid',
      message: PHONE_INVALID_BUSINESS,
    });
  });

  it('says "Telefonnummer fehlt" when empty', () => {
    expect(validateBusinessPhone('')._unsafeUnwrapErr().message).toBe('Telefonnummer fehlt');
  });
});
