import { describe, expect, it } from 'vitest';
import { mayOrderVehicles } from './shop-access.ts';

describe('shop access', () => {
  it('lets admins order whether or not the drivers’ shop access is withdrawn', () => {
    expect(mayOrderVehicles('admin', true)).toBe(true);
    expect(mayOrderVehicles('admin', false)).toBe(true);
  });

  it('lets drivers order only while their company has not withdrawn their shop access', () => {
    expect(mayOrderVehicles('driver', true)).toBe(true);
    expect(mayOrderVehicles('driver', false)).toBe(false);
  });

  it('never lets a user without a role order once shop access is withdrawn', () => {
    expect(mayOrderVehicles(null, false)).toBe(false);
    expect(mayOrderVehicles('unknown', false)).toBe(false);
  });
});
