/** The demo data as the tests write it: the moment, and the password hashing of the test users. */
import type { Kysely } from 'kysely';
import { createScryptHasher } from '../../adapters/shared/crypto.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { seedDemoData } from '../../adapters/sql/seed.ts';

/** The moment the demo data is written and the BFF runs at, unless a test says otherwise. */
export const DEMO_NOW = new Date('2026-11-23T09:00:00Z');

// Low scrypt cost: the tests check behaviour, not the hash's strength (crypto.test.ts does that).
export const testHasher = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 });

/** Writes the demo data as at `now` into a migrated database. */
export const seedDemoAt =
  (now: Date) =>
  (db: Kysely<Database>): Promise<boolean> =>
    seedDemoData(db, testHasher, now);
