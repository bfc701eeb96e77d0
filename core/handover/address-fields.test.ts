import { describe, expect, it } from 'vitest';
import { type AddressFormFields, validateAddressForm } from './address-fields.ts';

const anAddress = (overrides: Partial<AddressFormFields> = {}): AddressFormFields => ({
  firstname: 'Anna',
  lastname: 'Schmidt',
  street: 'Invalidenstraße',
  housenumber: '117',
  zip: '10115',
  city: 'Berlin',
  phone_number: '030 12345678',
  date: '2026-12-01',
  slot: '11:00',
  ...overrides,
});
const empty = anAddress({
  firstname: '',
  lastname: '',
  street: '',
  housenumber: '',
  zip: '',
  city: '',
  phone_number: '',
  date: '',
  slot: '',
});

describe('delivery and pickup address form', () => {
  it('has no errors when all is filled', () => {
    expect(validateAddressForm(anAddress())).toEqual({});
    expect(validateAddressForm(anAddress(), 'business')).toEqual({});
  });

  it('asks for every field with "Dies ist ein Pflichtfeld." in the consumer portal', () => {
    const errors = validateAddressForm(empty);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'city',
        'date',
        'firstname',
        'housenumber',
        'lastname',
        'phone_number',
        'slot',
        'street',
        'zip',
      ].sort(),
    );
    for (const error of Object.values(errors)) expect(error.message).toBe('Dies ist ein Pflichtfeld.');
  });

  it('names each missing field in the business portal', () => {
    const messages = Object.fromEntries(
      Object.entries(validateAddressForm(empty, 'business')).map(([field, error]) => [field, error.message]),
    );
    expect(messages).toEqual({
      firstname: 'Vorname fehlt',
      lastname: 'Nachname fehlt',
      street: 'Straße fehlt',
      housenumber: 'Hausnummer fehlt',
      city: 'Stadt fehlt',
      zip: 'PLZ fehlt',
      phone_number: 'Telefonnummer fehlt',
      date: 'Lieferdatum fehlt',
      slot: 'Bitte wählen Sie eine Uhrzeit aus',
    });
  });

  it('counts spaces alone as missing', () => {
    expect(validateAddressForm(anAddress({ street: '   ' })).street?.code).toBe('required');
  });

  it('accepts 100 characters of street and city and refuses 101', () => {
    expect(validateAddressForm(anAddress({ street: 's'.repeat(100), city: 'c'.repeat(100) }))).toEqual({});
    expect(validateAddressForm(anAddress({ street: 's'.repeat(101) })).street).toEqual({
      code: 'too_long',
      message: 'Bitte gib höchstens 100 Zeichen ein.',
    });
    expect(
      validateAddressForm(anAddress({ housenumber: '1'.repeat(101) }), 'business').housenumber?.message,
    ).toBe('Bitte geben Sie höchstens 100 Zeichen ein.');
  });

  it('refuses island zips in both portals', () => {
    expect(validateAddressForm(anAddress({ zip: '26548' })).zip?.message).toBe('nur Orte auf dem Festland');
    expect(validateAddressForm(anAddress({ zip: '26548' }), 'business').zip?.message).toBe(
      'nur Orte auf dem Festland',
    );
  });

  it('uses the consumer zip texts and the business zip text', () => {
    expect(validateAddressForm(anAddress({ zip: '1011' })).zip?.message).toBe('PLZ muss 5-stellig sein');
    expect(validateAddressForm(anAddress({ zip: '101155' })).zip?.message).toBe(
      'PLZ darf nur 5 Stellen haben',
    );
    expect(validateAddressForm(anAddress({ zip: '1011' }), 'business').zip?.message).toBe(
      'Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.',
    );
  });

  it('asks the business customer for a German phone number and accepts a foreign one from a consumer', () => {
    const foreign = anAddress({ phone_number: '+44 20 7946 0958' });
    expect(validateAddressForm(foreign)).toEqual({});
    expect(validateAddressForm(foreign, 'business').phone_number?.message).toBe(
      'Bitte geben Sie eine gültige deutsche Telefonnummer ein (z. B. 030 12345678 oder +49 151 23456789).',
    );
  });

  it('refuses a phone of 31 characters', () => {
    const phone = `030${' '.repeat(20)}12345678`;
    expect(phone).toHaveLength(31);
    expect(validateAddressForm(anAddress({ phone_number: phone })).phone_number?.code).toBe('phone_invalid');
  });
});
