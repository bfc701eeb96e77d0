/** The tables of the fleet area as Kysely sees them (filled in as its migrations add tables). */
export type FleetTables = Record<never, never>;
