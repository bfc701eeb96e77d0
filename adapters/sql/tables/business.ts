/** The tables of the business area as Kysely sees them (filled in as its migrations add tables). */
export type BusinessTables = Record<never, never>;
