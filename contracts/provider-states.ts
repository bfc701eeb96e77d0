/**
 * Where a BFF started for a Pact verification sets up provider states: before each interaction the
 * verifier (`portal verify-pact`) POSTs `{ "state": "…", "params": { "now": "<ISO instant>" },
 * "action": "setup" }` here. `params.now` is the moment the contract was recorded at; the BFF reads
 * its clock as that moment while it answers the interaction, so dates in the contract hold on any
 * day the verification runs.
 */
export const PROVIDER_STATES_PATH = '/portal/api/test/provider-states';
