import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ISLAND_POSTAL_CODES, isIslandPostalCode } from './island-postal-codes.ts';
import {
  BUSINESS_PLZ_MESSAGES,
  CONTACT_PLZ_MESSAGES,
  validateDeliveryZip,
  validatePostalCode,
} from './postal-code.ts';

describe('postal code', () => {
  it('accepts five digits and gives the trimmed value', () => {
    expect(validatePostalCode(' 10115 ')._unsafeUnwrap()).toBe('10115');
  });

  it('says "PLZ muss 5-stellig sein" for four digits', () => {
    expect(validatePostalCode('1011')._unsafeUnwrapErr()).toEqual({
      code: 'plz_not_five_digits',
      message: 'PLZ muss 5-stellig sein',
    });
  });

  it('says "PLZ muss 5-stellig sein" for five characters that are not all digits', () => {
    expect(validatePostalCode('1O115')._unsafeUnwrapErr().message).toBe('PLZ muss 5-stellig sein');
  });

  it('says "PLZ darf nur 5 Stellen haben" for six digits', () => {
    expect(validatePostalCode('101155')._unsafeUnwrapErr()).toEqual({
      code: 'plz_too_long',
      message: 'PLZ darf nur 5 Stellen haben',
    });
  });

  it('asks for the field when empty', () => {
    expect(validatePostalCode('')._unsafeUnwrapErr().message).toBe('Dies ist ein Pflichtfeld.');
  });

  it('uses "ungültige PLZ" in the contact edit', () => {
    expect(validatePostalCode('1011', CONTACT_PLZ_MESSAGES)._unsafeUnwrapErr().message).toBe('ungültige PLZ');
    expect(validatePostalCode('101155', CONTACT_PLZ_MESSAGES)._unsafeUnwrapErr().message).toBe(
      'ungültige PLZ',
    );
  });

  it('uses the business handover texts', () => {
    expect(validatePostalCode('1011', BUSINESS_PLZ_MESSAGES)._unsafeUnwrapErr().message).toBe(
      'Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.',
    );
    expect(validatePostalCode(' ', BUSINESS_PLZ_MESSAGES)._unsafeUnwrapErr().message).toBe('PLZ fehlt');
  });

  it('accepts every string of exactly five digits and nothing of another length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (zip) => {
        expect(validatePostalCode(zip).isOk()).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,4}$|^\d{6,9}$/), (zip) => {
        expect(validatePostalCode(zip).isErr()).toBe(true);
      }),
    );
  });
});

describe('delivery zip', () => {
  it('accepts a mainland zip', () => {
    expect(validateDeliveryZip('25899')._unsafeUnwrap()).toBe('25899'); // Niebüll, the Sylt car-train station
  });

  it('rejects Sylt, Borkum, Helgoland and Hiddensee with "nur Orte auf dem Festland"', () => {
    for (const zip of ['25980', '26757', '27498', '18565']) {
      expect(validateDeliveryZip(zip)._unsafeUnwrapErr()).toEqual({
        code: 'mainland_only',
        message: 'nur Orte auf dem Festland',
      });
    }
  });

  it('checks the form of the zip before the island list', () => {
    expect(validateDeliveryZip('259801')._unsafeUnwrapErr().code).toBe('plz_too_long');
  });

  it('finds an island zip typed with spaces around it', () => {
    expect(validateDeliveryZip(' 25980 ')._unsafeUnwrapErr().code).toBe('mainland_only');
    expect(isIslandPostalCode(' 25980 ')).toBe(true);
  });
});

describe('island postal codes', () => {
  it('holds only five-digit codes', () => {
    for (const zip of ISLAND_POSTAL_CODES) expect(zip).toMatch(/^\d{5}$/);
  });

  it('holds the 42 codes of the compiled list', () => {
    expect(ISLAND_POSTAL_CODES.size).toBe(42);
  });

  it('keeps mainland codes next to islands off the list', () => {
    for (const zip of ['25845', '17440', '25899', '26506', '23774', '18439']) {
      expect(isIslandPostalCode(zip)).toBe(false);
    }
  });
});
