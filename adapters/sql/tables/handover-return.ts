/** The tables of the handover-return area as Kysely sees them (filled in as its migrations add tables). */
export type HandoverReturnTables = Record<never, never>;
