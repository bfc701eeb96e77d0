import { describe, expect, it } from 'vitest';
import {
  contractStatusAt,
  contractStatusGroup,
  type FleetContract,
  isSignatureMissing,
  signingDeadline,
} from './contracts.ts';

const aContract = (overrides: Partial<FleetContract> = {}): FleetContract => ({
  id: 'ctr-2001',
  companyId: 'co-nordflotte',
  dealId: 'f-2002',
  contractNumber: 'V-2026-2001',
  status: 'UNSIGNED',
  createdAt: new Date('2026-11-21T09:00:00Z'),
  createdBy: 'Nora Nord',
  signerEmail: 'admin@nordflotte.example',
  signerName: null,
  ...overrides,
});

describe('fleet contracts', () => {
  it('must be signed within 3 days of creation', () => {
    expect(signingDeadline(aContract()).toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });

  it('lapse once the 3 days are over while waiting for a signature', () => {
    for (const status of ['PENDING', 'UNSIGNED', 'CHECKED_OUT'] as const) {
      expect(contractStatusAt(aContract({ status }), new Date('2026-11-24T08:59:59Z'))).toBe(status);
      expect(contractStatusAt(aContract({ status }), new Date('2026-11-24T09:00:00Z'))).toBe('EXPIRED');
    }
  });

  it('keep a signed or processing status whatever their age', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(contractStatusAt(aContract({ status: 'SIGNED' }), later)).toBe('SIGNED');
    expect(contractStatusAt(aContract({ status: 'PROCESSING' }), later)).toBe('PROCESSING');
  });

  it('show UNSIGNED and CHECKED_OUT alike as signature missing', () => {
    expect(contractStatusGroup('UNSIGNED')).toBe('signature_missing');
    expect(contractStatusGroup('CHECKED_OUT')).toBe('signature_missing');
    expect(contractStatusGroup('PENDING')).toBe('pending');
  });

  it('miss a signature while UNSIGNED or CHECKED_OUT and not lapsed; pending ones are not yet to be signed', () => {
    const before = new Date('2026-11-24T08:59:59Z');
    expect(isSignatureMissing(aContract({ status: 'UNSIGNED' }), before)).toBe(true);
    expect(isSignatureMissing(aContract({ status: 'CHECKED_OUT' }), before)).toBe(true);
    expect(isSignatureMissing(aContract({ status: 'PENDING' }), before)).toBe(false);
    expect(isSignatureMissing(aContract({ status: 'SIGNED' }), before)).toBe(false);
    expect(isSignatureMissing(aContract({ status: 'UNSIGNED' }), new Date('2026-11-24T09:00:00Z'))).toBe(
      false,
    );
  });
});
