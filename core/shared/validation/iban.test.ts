import fc from 'fast-check';
import { friendlyFormatIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { electronicIban, validateIban } from './iban.ts';

describe('IBAN', () => {
  it('accepts the example IBAN with and without spaces and gives the electronic format', () => {
    expect(validateIban('DE89 3704 0044 0532 0130 00')._unsafeUnwrap()).toBe('DE89370400440532013000');
    expect(validateIban('DE89370400440532013000')._unsafeUnwrap()).toBe('DE89370400440532013000');
  });

  it('accepts lower case and gives upper case', () => {
    expect(validateIban(' de89 3704 0044 0532 0130 00 ')._unsafeUnwrap()).toBe('DE89370400440532013000');
  });

  it('suggests the format DE89 3704 0044 0532 0130 00 when the IBAN is wrong', () => {
    expect(validateIban('DE89 3704 0044 0532 0130 01')._unsafeUnwrapErr()).toEqual({
      code: 'iban_invalid',
      message: 'Bitte gib eine gültige IBAN ein, z. B. DE89 3704 0044 0532 0130 00.',
    });
  });

  it('rejects a German IBAN one character short or one too long', () => {
    expect(validateIban('DE89 3704 0044 0532 0130 0').isErr()).toBe(true);
    expect(validateIban('DE89 3704 0044 0532 0130 000').isErr()).toBe(true);
  });

  it('accepts IBANs of other countries with their own length', () => {
    expect(validateIban('AT61 1904 3002 3457 3201').isOk()).toBe(true);
    expect(validateIban('NL91 ABNA 0417 1643 00').isOk()).toBe(true);
  });

  it('asks for the field when empty', () => {
    expect(validateIban('  ')._unsafeUnwrapErr().code).toBe('required');
  });

  it('fails on any single changed digit of a valid IBAN', () => {
    const valid = 'DE89370400440532013000';
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: valid.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (at, shift) => {
          const digit = (Number(valid[at]) + shift) % 10;
          const changed = valid.slice(0, at) + digit + valid.slice(at + 1);
          expect(validateIban(changed).isErr()).toBe(true);
        },
      ),
    );
  });

  it('reads the printed format as the electronic one', () => {
    const printed = friendlyFormatIBAN('DE89370400440532013000') ?? '';
    expect(electronicIban(printed)).toBe('DE89370400440532013000');
  });
});
