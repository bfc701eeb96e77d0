import { describe, expect, it } from 'vitest';
import { B2B_ROLES, roleLabel, toB2bRole } from './roles.ts';

describe('B2B roles', () => {
  it('labels admin, driver and analyst in German and unknown not at all', () => {
    expect(B2B_ROLES.map(roleLabel)).toEqual(['Administrator*in', 'Fahrer*in', 'Analyst*in', null]);
  });

  it('reads a role the portal does not know as unknown', () => {
    expect(toB2bRole('driver')).toBe('driver');
    expect(toB2bRole('fleet_manager')).toBe('unknown');
    expect(toB2bRole('Admin')).toBe('unknown');
    expect(toB2bRole(null)).toBe('unknown');
  });
});
