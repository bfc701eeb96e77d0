import { describe, expect, it } from 'vitest';
import { validateDepositRefund } from './deposit-refund.ts';

describe('deposit refund details', () => {
  it('has no errors with a holder and a valid IBAN typed with spaces', () => {
    expect(
      validateDepositRefund({ account_holder: 'Anna Schmidt', iban: 'DE89 3704 0044 0532 0130 00' }),
    ).toEqual({});
  });

  it('asks for both fields', () => {
    expect(validateDepositRefund({ account_holder: ' ', iban: '' })).toEqual({
      account_holder: { code: 'required', message: 'Dies ist ein Pflichtfeld.' },
      iban: { code: 'required', message: 'Dies ist ein Pflichtfeld.' },
    });
  });

  it('refuses an IBAN with a wrong checksum and suggests the format', () => {
    expect(
      validateDepositRefund({ account_holder: 'Anna Schmidt', iban: 'DE88 3704 0044 0532 0130 00' }),
    ).toEqual({
      iban: {
        code: 'iban_invalid',
        message: 'Bitte gib eine gültige IBAN ein, z. B. DE89 3704 0044 0532 0130 00.',
      },
    });
  });
});
