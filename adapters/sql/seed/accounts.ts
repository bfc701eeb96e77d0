import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The accounts area's part of the demo data set (after users, companies and deals are written). */
export const seedAccounts = async (_db: Kysely<Database>, _now: Date): Promise<void> => {};
