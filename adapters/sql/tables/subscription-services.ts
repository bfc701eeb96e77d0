/** The tables of the subscription-services area as Kysely sees them (filled in as its migrations add tables). */
export type SubscriptionServiceTables = Record<never, never>;
