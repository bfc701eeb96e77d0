import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher, Tokens } from '../../core/account/ports.ts';
import { DUMMY_HASH } from '../../core/account/sign-in.ts';

/**
 * Password hashing with scrypt at the OWASP Password Storage Cheat Sheet's parameters
 * (N = 2^17, r = 8, p = 1; 16-byte salt, 64-byte key). The parameters are stored with every hash,
 * so raising them later keeps old hashes readable.
 */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

type Params = { N: number; r: number; p: number };

const derive = (password: string, salt: Buffer, params: Params, keyLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // scrypt needs 128 · N · r bytes; allow that plus room.
    const maxmem = 256 * params.N * params.r;
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export const createScryptHasher = (params: Params = SCRYPT): PasswordHasher => ({
  hash: async (password) => {
    const salt = randomBytes(SCRYPT.saltLength);
    const key = await derive(password, salt, params, SCRYPT.keyLength);
    return [
      'scrypt',
      params.N,
      params.r,
      params.p,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  },
  verify: async (password, stored) => {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    // The stand-in hash of an unknown address costs what this hasher's own hashes cost, so its timing
    // matches the accounts beside it (the product's parameters, or a test's cheaper ones).
    const parsed = stored === DUMMY_HASH ? params : { N: Number(n), r: Number(r), p: Number(p) };
    if (!Number.isInteger(parsed.N) || !Number.isInteger(parsed.r) || !Number.isInteger(parsed.p))
      return false;
    const actual = await derive(password, Buffer.from(salt, 'base64url'), parsed, expected.length);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
});

/** Session ids and single-use tokens: 32 random bytes; stored only as their SHA-256. */
export const cryptoTokens: Tokens = {
  create: () => randomBytes(32).toString('base64url'),
  hash: (token) => createHash('sha256').update(token).digest('base64url'),
};
