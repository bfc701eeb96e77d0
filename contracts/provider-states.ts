/**
 * Where a BFF started for a Pact verification sets up provider states: before each interaction the
 * verifier (`portal verify-pact`) POSTs `{ "state": "…", "params": { "now": "<ISO instant>" },
 * "action": "setup" }` here. `params.now` is the moment the contract was recorded at; the BFF reads
 * its clock as that moment while it answers the interaction, so dates in the contract hold on any
 * day the verification runs.
 */
export const PROVIDER_STATES_PATH = '/portal/api/test/provider-states';

/**
 * The moment the routes' examples are written at (their dates, "valid from today" and the like):
 * the consumer contract gives it with every provider state, and the demo BFF of the tests runs at it.
 */
export const EXAMPLES_NOW = '2026-11-23T09:00:00.000Z';
