import { describe, expect, it } from 'vitest';
import { type CancellationForm, validateCancellationDate, validateCancellationForm } from './form.ts';
import { CANCELLATION_REASONS, REASONS_NEEDING_COMMENT, REASONS_NEEDING_DOCUMENTS } from './reasons.ts';

const now = new Date('2026-11-23T11:00:00Z');
const attest = { name: 'attest.pdf', size: 200_000 };
const aCancellation = (overrides: Partial<CancellationForm> = {}): CancellationForm => ({
  cancelation_reason_code: 'too_expensive',
  documents: [],
  date: 'asap',
  ...overrides,
});
const representative = {
  first_name: 'Erika',
  last_name: 'Mustermann',
  phone_number: '0151 23456789',
  email: 'erika@example.de',
  address: 'Heidestraße 17',
  postal_code: '51147',
  city: 'Köln',
};

describe('cancellation reasons', () => {
  it('need documents for income decline, health, death and moving abroad only', () => {
    expect([...REASONS_NEEDING_DOCUMENTS].sort()).toEqual([
      'death',
      'health',
      'income_decline',
      'moving_abroad',
    ]);
  });

  it('need a comment for the seven reasons of the specification and not for our own', () => {
    expect([...REASONS_NEEDING_COMMENT].sort()).toEqual([
      'customer_request_unhappy_with_service',
      'death',
      'dont_like_car',
      'health',
      'income_decline',
      'moving_abroad',
      'requested_cancellation',
    ]);
    for (const reason of ['too_expensive', 'no_longer_needed', 'other']) {
      expect(REASONS_NEEDING_COMMENT.has(reason)).toBe(false);
    }
  });

  it('are all known codes', () => {
    for (const reason of [...REASONS_NEEDING_COMMENT, ...REASONS_NEEDING_DOCUMENTS]) {
      expect(CANCELLATION_REASONS).toContain(reason);
    }
  });
});

describe('cancellation form', () => {
  it('has no errors for a reason without documents or comment, as soon as possible', () => {
    expect(validateCancellationForm(aCancellation(), now)).toEqual({});
  });

  it('needs a reason, and a known one', () => {
    expect(validateCancellationForm(aCancellation({ cancelation_reason_code: null }), now)).toEqual({
      cancelation_reason_code: { code: 'required', message: 'Dies ist ein Pflichtfeld.' },
    });
    expect(
      validateCancellationForm(aCancellation({ cancelation_reason_code: 'bored' }), now)
        .cancelation_reason_code?.code,
    ).toBe('unknown_reason');
  });

  it('needs a document and a comment for health', () => {
    const errors = validateCancellationForm(aCancellation({ cancelation_reason_code: 'health' }), now);
    expect(errors.documents?.message).toBe('Dies ist ein Pflichtfeld.');
    expect(errors.required_comments?.message).toBe('Dies ist ein Pflichtfeld.');
    expect(
      validateCancellationForm(
        aCancellation({ cancelation_reason_code: 'health', documents: [attest], required_comments: 'Reha' }),
        now,
      ),
    ).toEqual({});
  });

  it('checks each document with the licence limits', () => {
    const errors = validateCancellationForm(
      aCancellation({
        cancelation_reason_code: 'income_decline',
        documents: [attest, { name: 'bescheid.pdf', size: 10_485_761 }],
        required_comments: 'Arbeitslos',
      }),
      now,
    );
    expect(errors).toEqual({
      documents: { code: 'file_too_large', message: 'Diese Datei ist zu groß (Maximalgröße 10 MB).' },
    });
  });

  it('needs a comment but no document when the car is not liked', () => {
    const errors = validateCancellationForm(aCancellation({ cancelation_reason_code: 'dont_like_car' }), now);
    expect(Object.keys(errors)).toEqual(['required_comments']);
  });

  it('needs a blank-free comment: spaces alone are no comment', () => {
    const errors = validateCancellationForm(
      aCancellation({ cancelation_reason_code: 'requested_cancellation', required_comments: '   ' }),
      now,
    );
    expect(errors.required_comments?.code).toBe('required');
  });

  it('needs every representative field for death', () => {
    const errors = validateCancellationForm(
      aCancellation({
        cancelation_reason_code: 'death',
        documents: [attest],
        required_comments: 'Sterbeurkunde',
      }),
      now,
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'city', 'email', 'first_name', 'last_name', 'phone_number', 'postal_code'].sort(),
    );
    expect(
      validateCancellationForm(
        aCancellation({
          cancelation_reason_code: 'death',
          documents: [attest],
          required_comments: 'Sterbeurkunde',
          ...representative,
        }),
        now,
      ),
    ).toEqual({});
  });

  it("checks the representative's phone, e-mail and postal code", () => {
    const errors = validateCancellationForm(
      aCancellation({
        cancelation_reason_code: 'death',
        documents: [attest],
        required_comments: 'Sterbeurkunde',
        ...representative,
        phone_number: '12',
        email: 'erika@',
        postal_code: '5114',
      }),
      now,
    );
    expect(errors.phone_number?.code).toBe('phone_invalid');
    expect(errors.email?.code).toBe('email_invalid');
    expect(errors.postal_code).toEqual({ code: 'plz_not_five_digits', message: 'PLZ muss 5-stellig sein' });
  });

  it('does not ask for representative fields for other reasons', () => {
    const errors = validateCancellationForm(
      aCancellation({ cancelation_reason_code: 'health', documents: [attest], required_comments: 'x' }),
      now,
    );
    expect(errors).toEqual({});
  });
});

describe('cancellation date', () => {
  it('accepts as soon as possible', () => {
    expect(validateCancellationDate('asap', now)._unsafeUnwrap()).toBe('asap');
  });

  it('accepts today in Berlin and refuses yesterday', () => {
    expect(validateCancellationDate('23.11.2026', now)._unsafeUnwrap()).toBe('2026-11-23');
    expect(validateCancellationDate('2026-11-22', now)._unsafeUnwrapErr()).toEqual({
      code: 'date_in_past',
      message: 'Das Kündigungsdatum darf nicht in der Vergangenheit liegen.',
    });
  });

  it('takes today in Berlin: at 23:30 UTC on the 22nd, the 22nd is already yesterday', () => {
    expect(validateCancellationDate('2026-11-22', new Date('2026-11-22T23:30:00Z')).isErr()).toBe(true);
  });

  it('needs a date', () => {
    expect(validateCancellationForm(aCancellation({ date: '' }), now).date?.code).toBe('required');
  });
});
