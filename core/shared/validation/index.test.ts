import { describe, expect, it } from 'vitest';
import { FIELD_VALIDATORS } from './index.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('field validators of the support CLI', () => {
  it('offers exactly the eight kinds', () => {
    expect(Object.keys(FIELD_VALIDATORS).sort()).toEqual(
      [
        'damage-description',
        'delivery-zip',
        'driver-dob',
        'iban',
        'mileage',
        'password',
        'phone',
        'plz',
      ].sort(),
    );
  });

  it('phone: normalises to E.164, or gives the consumer message', () => {
    expect(FIELD_VALIDATORS.phone('0151 234 567-89', now)).toEqual({
      valid: true,
      normalized: '+4915123456789',
    });
    expect(FIELD_VALIDATORS.phone('015', now)).toEqual({
      valid: false,
      message: 'Bitte gib eine gültige Telefonnummer ein, z. B. 030 12345678 oder +49 151 23456789.',
    });
  });

  it('plz: trims, or says what is wrong', () => {
    expect(FIELD_VALIDATORS.plz(' 25980 ', now)).toEqual({ valid: true, normalized: '25980' });
    expect(FIELD_VALIDATORS.plz('1234', now)).toEqual({ valid: false, message: 'PLZ muss 5-stellig sein' });
    expect(FIELD_VALIDATORS.plz('123456', now)).toEqual({
      valid: false,
      message: 'PLZ darf nur 5 Stellen haben',
    });
  });

  it('delivery-zip: refuses an island that plz accepts', () => {
    expect(FIELD_VALIDATORS['delivery-zip']('25980', now)).toEqual({
      valid: false,
      message: 'nur Orte auf dem Festland',
    });
    expect(FIELD_VALIDATORS['delivery-zip']('10115', now)).toEqual({ valid: true, normalized: '10115' });
  });

  it('iban: gives the electronic format, or suggests the format', () => {
    expect(FIELD_VALIDATORS.iban('de89 3704 0044 0532 0130 00', now)).toEqual({
      valid: true,
      normalized: 'DE89370400440532013000',
    });
    expect(FIELD_VALIDATORS.iban('DE00 1234', now)).toEqual({
      valid: false,
      message: 'Bitte gib eine gültige IBAN ein, z. B. DE89 3704 0044 0532 0130 00.',
    });
  });

  it('password: never echoes the password', () => {
    expect(FIELD_VALIDATORS.password('geheim123', now)).toEqual({ valid: true });
    expect(FIELD_VALIDATORS.password('geheim', now)).toEqual({
      valid: false,
      message: 'Das Passwort entspricht nicht den Anforderungen.',
    });
  });

  it('driver-dob: checks the age at --now and gives the ISO date', () => {
    expect(FIELD_VALIDATORS['driver-dob']('22.11.2009', now)).toEqual({
      valid: true,
      normalized: '2009-11-22',
    });
    expect(FIELD_VALIDATORS['driver-dob']('23.11.2009', now)).toEqual({
      valid: false,
      message: 'Du musst mindestens 17 Jahre alt sein.',
    });
  });

  it('damage-description: 40 characters pass, 39 do not', () => {
    expect(FIELD_VALIDATORS['damage-description']('x'.repeat(40), now)).toEqual({ valid: true });
    expect(FIELD_VALIDATORS['damage-description']('x'.repeat(39), now)).toEqual({
      valid: false,
      message: 'Bitte gib mindestens 40 Zeichen ein.',
    });
  });

  it('mileage: gives the integer as text', () => {
    expect(FIELD_VALIDATORS.mileage('004711', now)).toEqual({ valid: true, normalized: '4711' });
    expect(FIELD_VALIDATORS.mileage('47,11', now)).toEqual({
      valid: false,
      message: 'Bitte gib den Kilometerstand als ganze Zahl ohne Punkt oder Komma ein.',
    });
  });
});
