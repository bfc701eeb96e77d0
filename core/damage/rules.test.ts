import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAMAGE_TYPES,
  type DamageReportForm,
  damageDetailsAsked,
  damageDetailsKept,
  EXTERIOR_PROBLEMS,
  isDamagePhotoImage,
  isDamagePhotoSizeAllowed,
  isDamageType,
  repairStatusShown,
  truncateDescription,
  validateDamageDescription,
  validateDamageLocation,
  validateDamageReport,
} from './rules.ts';

const now = new Date('2026-11-23T11:00:00Z');
const fortyOne = 'Kratzer an der hinteren Stoßstange links.'; // 41 characters
const aReport = (overrides: Partial<DamageReportForm> = {}): DamageReportForm => ({
  problemType: 'exterior',
  technicalDefect: false,
  exteriorProblem: 'front',
  damageType: 'dent',
  damageDescription: fortyOne,
  images: ['upload-1'],
  damageOccurrenceDate: '2026-11-20',
  unknownDate: false,
  ...overrides,
});

describe('damage description', () => {
  it('accepts 40 characters and refuses 39', () => {
    expect(validateDamageDescription('x'.repeat(40)).isOk()).toBe(true);
    expect(validateDamageDescription('x'.repeat(39))._unsafeUnwrapErr()).toEqual({
      code: 'description_too_short',
      message: 'Bitte gib mindestens 40 Zeichen ein.',
    });
  });

  it('does not count the spaces around the text', () => {
    expect(validateDamageDescription(`  ${'x'.repeat(39)}  `).isErr()).toBe(true);
  });

  it('counts an umlaut or an emoji as one character', () => {
    expect(validateDamageDescription('ü'.repeat(40)).isOk()).toBe(true);
    expect(validateDamageDescription('🚗'.repeat(39)).isErr()).toBe(true);
  });

  it('asks for the field when empty', () => {
    expect(validateDamageDescription('')._unsafeUnwrapErr().message).toBe('Dies ist ein Pflichtfeld.');
  });
});

describe('damage report form', () => {
  it('has no errors when all is filled', () => {
    expect(validateDamageReport(aReport(), now)).toEqual({});
  });

  it('needs at least one photo', () => {
    expect(validateDamageReport(aReport({ images: [] }), now).images).toEqual({
      code: 'photo_required',
      message: 'Bitte füge mindestens ein Foto hinzu.',
    });
  });

  it('blocks submit while a photo is uploading, with the form error instead of the photo error', () => {
    const errors = validateDamageReport(aReport({ images: [], uploadsInProgress: 1 }), now);
    expect(errors.form?.message).toBe('Die Fotos werden noch hochgeladen …');
    expect(errors.images).toBeUndefined();
  });

  it('needs where an exterior damage is and what kind it is, with the required message', () => {
    const errors = validateDamageReport(aReport({ exteriorProblem: null, damageType: 'wobble' }), now);
    expect(errors.exteriorProblem).toEqual({ code: 'required', message: 'Dies ist ein Pflichtfeld.' });
    expect(errors.damageType).toEqual({ code: 'required', message: 'Dies ist ein Pflichtfeld.' });
  });

  it('asks where only for an exterior damage, and neither for a technical problem', () => {
    expect(validateDamageReport(aReport({ problemType: 'glass', exteriorProblem: null }), now)).toEqual({});
    expect(
      validateDamageReport(aReport({ technicalDefect: true, exteriorProblem: null, damageType: null }), now),
    ).toEqual({});
    expect(damageDetailsAsked({ technicalDefect: false, problemType: 'exterior' })).toEqual({
      damageType: true,
      exteriorProblem: true,
    });
  });

  it('keeps only what was asked', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('exterior', 'interior', 'glass', 'engine'),
        fc.constantFrom(...EXTERIOR_PROBLEMS, 'elsewhere', null),
        fc.constantFrom(...DAMAGE_TYPES, 'wobble', null),
        (technicalDefect, problemType, exteriorProblem, damageType) => {
          const kept = damageDetailsKept({ technicalDefect, problemType, exteriorProblem, damageType });
          const asked = damageDetailsAsked({ technicalDefect, problemType });
          expect(kept.exteriorProblem === null || asked.exteriorProblem).toBe(true);
          expect(kept.damageType === null || asked.damageType).toBe(true);
          if (asked.damageType && isDamageType(damageType)) expect(kept.damageType).toBe(damageType);
        },
      ),
    );
  });

  it('needs a problem type', () => {
    expect(validateDamageReport(aReport({ problemType: null }), now).problemType?.code).toBe('required');
  });

  it('accepts today in Berlin and refuses tomorrow', () => {
    expect(validateDamageReport(aReport({ damageOccurrenceDate: '2026-11-23' }), now)).toEqual({});
    expect(
      validateDamageReport(aReport({ damageOccurrenceDate: '24.11.2026' }), now).damageOccurrenceDate,
    ).toEqual({
      code: 'date_in_future',
      message: 'Das Datum darf nicht in der Zukunft liegen.',
    });
  });

  it('counts today in Berlin: at 23:30 UTC on the 22nd the 23rd is already today', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(validateDamageReport(aReport({ damageOccurrenceDate: '2026-11-23' }), lateEvening)).toEqual({});
  });

  it('needs a date unless the date is unknown, and then ignores the date field', () => {
    expect(
      validateDamageReport(aReport({ damageOccurrenceDate: null }), now).damageOccurrenceDate?.code,
    ).toBe('required');
    expect(
      validateDamageReport(aReport({ damageOccurrenceDate: '2030-01-01', unknownDate: true }), now),
    ).toEqual({});
  });
});

describe('description in lists', () => {
  it('keeps a description of 40 characters whole', () => {
    expect(truncateDescription('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('cuts a description of 41 characters after 40 and adds an ellipsis', () => {
    expect(truncateDescription(fortyOne)).toBe('Kratzer an der hinteren Stoßstange links…');
  });

  it('never gives more than 40 characters and the ellipsis, and starts with the description', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 80 }), (text) => {
        const shown = truncateDescription(text);
        expect([...shown].length).toBeLessThanOrEqual(41);
        expect(text.startsWith(shown.replace(/…$/, ''))).toBe(true);
        expect(shown.endsWith('…')).toBe(text.length > 40);
      }),
    );
  });
});

describe('repair status as shown', () => {
  const incident = (overrides: Partial<Parameters<typeof repairStatusShown>[0]> = {}) => ({
    repair_status: 'open' as const,
    appointment_date: null,
    repair_orders: [],
    ...overrides,
  });

  it('shows an open damage without repair order or appointment as pending', () => {
    expect(repairStatusShown(incident())).toBe('pending');
  });

  it('shows open once a repair is ordered or an appointment is set', () => {
    expect(repairStatusShown(incident({ repair_orders: [{}] }))).toBe('open');
    expect(repairStatusShown(incident({ appointment_date: '2026-12-01' }))).toBe('open');
  });

  it('shows every other recorded status as it is', () => {
    for (const status of ['ordered', 'in_progress', 'conducted', 'canceled'] as const)
      expect(repairStatusShown(incident({ repair_status: status }))).toBe(status);
  });
});

describe('where the damage happened', () => {
  it('needs nothing more at the customer’s own address', () => {
    expect(validateDamageLocation({ sameAddress: true })).toEqual({});
  });

  it('needs street, house number, city and a five-digit postal code otherwise, islands included', () => {
    expect(
      validateDamageLocation({
        sameAddress: false,
        street: 'Hafenstraße',
        housenumber: '3',
        zip: '25980',
        city: 'Sylt',
      }),
    ).toEqual({});
    expect(validateDamageLocation({ sameAddress: false, street: ' ', zip: '123456' })).toEqual({
      street: { code: 'required', message: 'Dies ist ein Pflichtfeld.' },
      housenumber: { code: 'required', message: 'Dies ist ein Pflichtfeld.' },
      city: { code: 'required', message: 'Dies ist ein Pflichtfeld.' },
      zip: { code: 'plz_too_long', message: 'PLZ darf nur 5 Stellen haben' },
    });
  });
});

describe('damage photo files', () => {
  it('takes the image types of photos, not PDF or SVG', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/heic', 'image/webp'])
      expect(isDamagePhotoImage(type)).toBe(true);
    for (const type of ['application/pdf', 'image/svg+xml', 'text/html'])
      expect(isDamagePhotoImage(type)).toBe(false);
  });

  it('takes up to 6,291,456 bytes and nothing empty', () => {
    expect(isDamagePhotoSizeAllowed(6_291_456)).toBe(true);
    expect(isDamagePhotoSizeAllowed(6_291_457)).toBe(false);
    expect(isDamagePhotoSizeAllowed(0)).toBe(false);
  });
});
