import { describe, expect, it } from 'vitest';
import { signInGate, signInLoadOf } from './sign-in-budgets.ts';

describe('the sign-in budgets', () => {
  it('lets everyone in while a hashing place is free, then only within the address’s and the account’s budgets', () => {
    const gate = signInGate({ perAddress: 2, perAccount: 3 }, 1);
    const first = gate.admit('198.51.100.1', 'a@demo.example');
    expect(first).toBeDefined();
    expect(gate.admit('198.51.100.1', 'b@demo.example')).toBeDefined();
    // The address has two in progress.
    expect(gate.admit('198.51.100.1', 'c@demo.example')).toBeUndefined();
    // Another address is let in; the account's budget counts across addresses.
    expect(gate.admit('198.51.100.2', 'Kunde@demo.example')).toBeDefined();
    expect(gate.admit('198.51.100.3', 'kunde@demo.example ')).toBeDefined();
    expect(gate.admit('198.51.100.4', 'kunde@demo.example')).toBeDefined();
    expect(gate.admit('198.51.100.5', 'kunde@demo.example')).toBeUndefined();
    // A place given back (twice counts once) makes room again.
    first?.();
    first?.();
    expect(gate.admit('198.51.100.1', 'c@demo.example')).toBeDefined();
    expect(gate.admit('198.51.100.1', 'd@demo.example')).toBeUndefined();
  });

  it('reads its settings from the environment and refuses a start with a wrong one', () => {
    expect(signInLoadOf({}).signInBudgets).toEqual({ perAddress: 5, perAccount: 5 });
    expect(signInLoadOf({}).hashing.waitMs).toBe(20_000);
    const set = signInLoadOf({
      PORTAL_SIGN_IN_PER_ADDRESS: '8',
      PORTAL_SIGN_IN_PER_ACCOUNT: '3',
      PORTAL_HASHING_WAIT_MS: '4000',
    });
    expect(set.signInBudgets).toEqual({ perAddress: 8, perAccount: 3 });
    expect(set.hashing.waitMs).toBe(4000);
    expect(() => signInLoadOf({ PORTAL_SIGN_IN_PER_ADDRESS: '0' })).toThrow('PORTAL_SIGN_IN_PER_ADDRESS');
  });
});
