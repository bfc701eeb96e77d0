import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The fleet area's part of the demo data set (after users, companies and deals are written). */
export const seedFleet = async (_db: Kysely<Database>, _now: Date): Promise<void> => {};
