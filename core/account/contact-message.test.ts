import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_LENGTH, validateContactMessage } from './contact-message.ts';

const valid = { name: 'Kim Kunde', email: 'kunde@demo.example', message: 'Wann kommt mein Auto?' };
const codesOf = (form: typeof valid) =>
  Object.fromEntries(
    Object.entries(validateContactMessage(form)).map(([field, error]) => [field, error?.code]),
  );

describe('the chat’s contact form', () => {
  it('takes a name, an e-mail address and a question', () => {
    expect(validateContactMessage(valid)).toEqual({});
  });

  it('requires every entry', () => {
    expect(codesOf({ name: ' ', email: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      message: 'required',
    });
  });

  it('refuses an invalid e-mail address', () => {
    expect(codesOf({ ...valid, email: 'kunde@demo' })).toEqual({ email: 'email_invalid' });
  });

  it('asks for at least 10 and at most 1,000 characters of question', () => {
    expect(codesOf({ ...valid, message: 'Hallo?' })).toEqual({ message: 'too_short' });
    expect(codesOf({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH) })).toEqual({});
    expect(codesOf({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) })).toEqual({
      message: 'too_long',
    });
    expect(validateContactMessage({ ...valid, message: 'Hallo?' }).message?.message).toBe(
      'Bitte gib mindestens 10 Zeichen ein.',
    );
  });
});
