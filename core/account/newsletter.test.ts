import { describe, expect, it } from 'vitest';
import { newsletterWebhookPost, validateNewsletterForm } from './newsletter.ts';

const valid = { firstname: 'Anna', lastname: 'Schmidt', email: 'anna@example.de', consent: true };

describe('newsletter form', () => {
  it('has no errors when all is filled and consent is given', () => {
    expect(validateNewsletterForm(valid)).toEqual({});
  });

  it('needs the consent ticked', () => {
    expect(validateNewsletterForm({ ...valid, consent: false })).toEqual({
      consent: { code: 'required', message: 'Dies ist ein Pflichtfeld.' },
    });
  });

  it('needs first name, last name and e-mail', () => {
    const errors = validateNewsletterForm({ firstname: '', lastname: ' ', email: '', consent: true });
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstname', 'lastname']);
  });

  it('needs a valid e-mail', () => {
    expect(validateNewsletterForm({ ...valid, email: 'anna(at)example.de' }).email?.code).toBe(
      'email_invalid',
    );
  });
});

describe('the newsletter’s post to the automation webhook', () => {
  it('carries Vorname, Nachname, E-Mail and gdpr, once per address whatever its case', () => {
    const post = newsletterWebhookPost({
      firstname: ' Kim ',
      lastname: 'Kunde ',
      email: ' Kunde@Demo.example ',
    });
    expect(post).toEqual({
      topic: 'newsletter',
      onceKey: 'newsletter:kunde@demo.example',
      body: { Vorname: 'Kim', Nachname: 'Kunde', 'E-Mail': 'Kunde@Demo.example', gdpr: true },
    });
  });
});
