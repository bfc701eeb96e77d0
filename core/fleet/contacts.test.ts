import { describe, expect, it } from 'vitest';
import { type Contact, canChangeRole, missingDriverData, validateNewContact } from './contacts.ts';

const aContact = (overrides: Partial<Contact> = {}): Contact => ({
  id: 'ct-1',
  companyId: 'co-a',
  firstName: 'Nora',
  lastName: 'Nord',
  email: 'nora@a.example',
  phoneNumber: '+4940123456',
  role: 'admin',
  status: 'ACTIVE',
  ...overrides,
});

describe('a new contact', () => {
  it('is cleaned: names trimmed, the phone in E.164', () => {
    const result = validateNewContact({
      firstName: ' Paula ',
      lastName: 'Pool',
      email: 'pool@a.example',
      role: 'driver',
      phoneNumber: '0151 99999999',
    });
    expect(result._unsafeUnwrap()).toEqual({
      firstName: 'Paula',
      lastName: 'Pool',
      email: 'pool@a.example',
      role: 'driver',
      phoneNumber: '+4915199999999',
    });
  });

  it('names every field that is wrong', () => {
    const result = validateNewContact({
      firstName: '',
      lastName: 'Pool',
      email: 'pool(at)a',
      role: 'driver',
      phoneNumber: '12',
    });
    expect(Object.keys(result._unsafeUnwrapErr()).sort()).toEqual(['email', 'firstName', 'phoneNumber']);
  });
});

describe('a driver’s contact', () => {
  it('needs a phone number to take a car', () => {
    expect(missingDriverData(aContact({ phoneNumber: null }))).toEqual(['phoneNumber']);
    expect(missingDriverData(aContact())).toEqual([]);
  });
});

describe('roles management', () => {
  it('never leaves a company without an active admin', () => {
    const nora = aContact();
    const invitedAdmin = aContact({ id: 'ct-2', status: 'INVITED' });
    expect(canChangeRole(nora, 'driver', [nora, invitedAdmin]).isErr()).toBe(true);
    const anna = aContact({ id: 'ct-3', role: 'analyst' });
    expect(canChangeRole(anna, 'admin', [nora, anna]).isOk()).toBe(true);
    expect(canChangeRole(nora, 'driver', [nora, { ...anna, role: 'admin' }]).isOk()).toBe(true);
  });
});
