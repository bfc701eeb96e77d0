/** The tables of the documents-loyalty-content area as Kysely sees them (filled in as its migrations add tables). */
export type DocumentLoyaltyContentTables = Record<never, never>;
