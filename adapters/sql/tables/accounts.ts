/** The tables of the accounts area as Kysely sees them (filled in as its migrations add tables). */
export type AccountTables = Record<never, never>;
