import { describe, expect, it } from 'vitest';
import { DUMMY_HASH } from '../../core/account/sign-in.ts';
import { createScryptHasher, cryptoTokens, SCRYPT } from './crypto.ts';

// The production cost takes ~0.3 s per hash; the behaviour is the same at a lower N.
const hasher = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 });

describe('password hashing', () => {
  it('uses the OWASP scrypt parameters by default', () => {
    expect(SCRYPT).toMatchObject({ N: 131_072, r: 8, p: 1 });
  });

  it('verifies the password it hashed and refuses any other', async () => {
    const hash = await hasher.hash('Demo!2026');
    expect(await hasher.verify('Demo!2026', hash)).toBe(true);
    expect(await hasher.verify('demo!2026', hash)).toBe(false);
  });

  it('salts every hash: the same password hashes differently', async () => {
    expect(await hasher.hash('Demo!2026')).not.toBe(await hasher.hash('Demo!2026'));
  });

  it('stores its parameters with the hash, so a hash of other parameters still verifies', async () => {
    const stronger = await createScryptHasher({ N: 2 ** 11, r: 8, p: 1 }).hash('Demo!2026');
    expect(stronger.split('$').slice(0, 4)).toEqual(['scrypt', '2048', '8', '1']);
    expect(await hasher.verify('Demo!2026', stronger)).toBe(true);
  });

  it('refuses a hash it cannot read instead of throwing', async () => {
    expect(await hasher.verify('x', 'md5$abc')).toBe(false);
    expect(await hasher.verify('x', 'scrypt$a$b$c$$')).toBe(false);
  });

  it('matches no password with the dummy hash used for unknown accounts', async () => {
    expect(await createScryptHasher().verify('', DUMMY_HASH)).toBe(false);
  });
});

describe('tokens', () => {
  it('are unguessable and stored only as a hash', () => {
    const a = cryptoTokens.create();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(cryptoTokens.create()).not.toBe(a);
    expect(cryptoTokens.hash(a)).toBe(cryptoTokens.hash(a));
    expect(cryptoTokens.hash(a)).not.toContain(a);
  });
});
