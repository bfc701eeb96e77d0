import { describe, expect, it } from 'vitest';
import { aUser } from '../account/in-memory-accounts.ts';
import { dealScopeOf } from './access.ts';

const business = (role: 'admin' | 'driver' | 'analyst' | 'unknown', contactId: string | null = null) =>
  aUser({ id: 'u-b', kind: 'business', companyId: 'co-nordflotte', role, contactId });

describe('whose deals a user sees', () => {
  it('a consumer sees their own deals', () => {
    expect(dealScopeOf(aUser({ id: 'u-1' }))).toEqual({ kind: 'owner', userId: 'u-1' });
  });
  it('a business admin and an analyst see the company’s deals', () => {
    expect(dealScopeOf(business('admin'))).toEqual({ kind: 'company', companyId: 'co-nordflotte' });
    expect(dealScopeOf(business('analyst'))).toEqual({ kind: 'company', companyId: 'co-nordflotte' });
  });
  it('a driver sees only the cars assigned to them', () => {
    expect(dealScopeOf(business('driver', 'ct-2002'))).toEqual({
      kind: 'assigned',
      companyId: 'co-nordflotte',
      contactId: 'ct-2002',
    });
  });
  it('a driver without a contact, an unknown role or a business user without a company sees nothing', () => {
    expect(dealScopeOf(business('driver'))).toEqual({ kind: 'none' });
    expect(dealScopeOf(business('unknown'))).toEqual({ kind: 'none' });
    expect(dealScopeOf(aUser({ kind: 'business', companyId: null, role: 'admin' }))).toEqual({
      kind: 'none',
    });
  });
});
