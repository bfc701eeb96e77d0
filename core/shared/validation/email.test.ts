import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.ts';

describe('e-mail', () => {
  it('accepts an ordinary address and trims it', () => {
    expect(validateEmail(' anna.schmidt@example.de ')._unsafeUnwrap()).toBe('anna.schmidt@example.de');
  });

  it('accepts sub-domains and plus addresses', () => {
    expect(validateEmail('anna+abo@mail.example.co.uk').isOk()).toBe(true);
  });

  it('rejects an address without @, without a domain dot, with a space or with two @', () => {
    for (const bad of [
      'anna.example.de',
      'anna@example',
      'anna @example.de',
      'anna@@example.de',
      'anna@example.d',
    ]) {
      expect(validateEmail(bad)._unsafeUnwrapErr()).toEqual({
        code: 'email_invalid',
        message: 'Bitte gib eine gültige E-Mail-Adresse ein.',
      });
    }
  });

  it('accepts 254 characters and rejects 255', () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.de'.length)}@example.de`;
    expect(validateEmail(address(254)).isOk()).toBe(true);
    expect(validateEmail(address(255)).isErr()).toBe(true);
  });

  it('asks for the field when empty', () => {
    expect(validateEmail('')._unsafeUnwrapErr().message).toBe('Dies ist ein Pflichtfeld.');
  });
});
