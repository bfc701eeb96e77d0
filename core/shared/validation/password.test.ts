import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, validatePasswordChange } from './password.ts';

const weak = { code: 'password_weak', message: 'Das Passwort entspricht nicht den Anforderungen.' };

describe('password strength', () => {
  it('accepts 8 characters with a letter and a number', () => {
    expect(checkPasswordStrength('abcdefg1')._unsafeUnwrap()).toBe('abcdefg1');
  });

  it('rejects 7 characters with a letter and a number', () => {
    expect(checkPasswordStrength('abcdef1')._unsafeUnwrapErr()).toEqual(weak);
  });

  it('rejects a password without a number', () => {
    expect(checkPasswordStrength('abcdefgh')._unsafeUnwrapErr()).toEqual(weak);
  });

  it('rejects a password without a letter', () => {
    expect(checkPasswordStrength('12345678!')._unsafeUnwrapErr()).toEqual(weak);
  });

  it('counts umlauts as letters', () => {
    expect(checkPasswordStrength('äöüßäöü1').isOk()).toBe(true);
  });

  it('does not trim: spaces count as characters', () => {
    expect(checkPasswordStrength(' abcde1 ').isOk()).toBe(true);
  });

  it('asks for the field when empty', () => {
    expect(checkPasswordStrength('')._unsafeUnwrapErr().code).toBe('required');
  });

  it('accepts every password of at least 8 characters that has a letter and a number', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 6 }),
        fc.constantFrom('a', 'Z', 'é'),
        fc.integer({ min: 0, max: 9 }),
        (rest, letter, n) => {
          expect(checkPasswordStrength(`${letter}${n}${rest}`).isOk()).toBe(true);
        },
      ),
    );
  });
});

describe('change-password form', () => {
  const valid = {
    currentPassword: 'altesPass1',
    newPassword: 'neuesPass2',
    confirmedNewPassword: 'neuesPass2',
  };

  it('has no errors when all is well', () => {
    expect(validatePasswordChange(valid)).toEqual({});
  });

  it('asks for all three fields when empty', () => {
    const errors = validatePasswordChange({ currentPassword: '', newPassword: '', confirmedNewPassword: '' });
    expect(errors.currentPassword?.message).toBe('Dies ist ein Pflichtfeld.');
    expect(errors.newPassword?.message).toBe('Dies ist ein Pflichtfeld.');
    expect(errors.confirmedNewPassword?.message).toBe('Dies ist ein Pflichtfeld.');
  });

  it('refuses the current password as the new one', () => {
    const errors = validatePasswordChange({
      ...valid,
      newPassword: 'altesPass1',
      confirmedNewPassword: 'altesPass1',
    });
    expect(errors).toEqual({
      newPassword: {
        code: 'password_same_as_current',
        message: 'Du kannst leider nicht dein aktuelles Passwort verwenden.',
      },
    });
  });

  it('refuses a weak new password', () => {
    const errors = validatePasswordChange({ ...valid, newPassword: 'kurz1', confirmedNewPassword: 'kurz1' });
    expect(errors).toEqual({ newPassword: weak });
  });

  it('refuses a confirmation that differs from the new password', () => {
    const errors = validatePasswordChange({ ...valid, confirmedNewPassword: 'neuesPass3' });
    expect(errors).toEqual({
      confirmedNewPassword: {
        code: 'password_mismatch',
        message: 'Die von dir angegebenen Passwörter stimmen nicht überein.',
      },
    });
  });

  it('compares the confirmation exactly, without trimming', () => {
    expect(
      validatePasswordChange({ ...valid, confirmedNewPassword: 'neuesPass2 ' }).confirmedNewPassword?.code,
    ).toBe('password_mismatch');
  });
});
