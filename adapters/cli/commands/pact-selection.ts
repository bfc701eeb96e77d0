import type { PactDocument } from './replay-plan.ts';

/**
 * What `portal verify-pact --interaction … --state …` replays of a pact, and the check before a
 * run that the BFF serves provider states at all: without it every interaction fails alike ("404"
 * from the setup, hundreds of times), which tells a backend team nothing.
 */

type ProviderState = { readonly name?: unknown; readonly params?: unknown };
type Interaction = {
  readonly description?: unknown;
  readonly providerStates?: readonly ProviderState[];
  readonly providerState?: unknown;
};

/** The names of the provider states an interaction is set up with (V3/V4, or V2's one). */
export const statesOf = (interaction: unknown): string[] => {
  const { providerStates, providerState } = interaction as Interaction;
  if (Array.isArray(providerStates))
    return providerStates
      .map((state) => state.name)
      .filter((name): name is string => typeof name === 'string');
  return typeof providerState === 'string' ? [providerState] : [];
};

const descriptionOf = (interaction: unknown): string => {
  const { description } = interaction as Interaction;
  return typeof description === 'string' ? description : '';
};

export type Selection = { readonly interaction?: string; readonly state?: string };

/**
 * The interactions the selection names: `interaction`, those described exactly so, else those
 * whose description contains it; `state`, those set up with a provider state of exactly that name.
 * Both: the interactions that meet both.
 */
export const selectedInteractions = (pact: PactDocument, selection: Selection): unknown[] => {
  let chosen = [...pact.interactions];
  const wanted = selection.interaction;
  if (wanted !== undefined) {
    const exact = chosen.filter((interaction) => descriptionOf(interaction) === wanted);
    chosen =
      exact.length > 0 ? exact : chosen.filter((interaction) => descriptionOf(interaction).includes(wanted));
  }
  const state = selection.state;
  if (state !== undefined) chosen = chosen.filter((interaction) => statesOf(interaction).includes(state));
  return chosen;
};

/** The setup the verifier sends first: the first interaction's first state, as Pact posts it. */
export const firstSetupOf = (interactions: readonly unknown[]) => {
  for (const interaction of interactions) {
    const { providerStates, providerState } = interaction as Interaction;
    const first = Array.isArray(providerStates) ? providerStates[0] : undefined;
    if (first && typeof first.name === 'string')
      return { state: first.name, params: first.params ?? {}, action: 'setup' };
    if (typeof providerState === 'string') return { state: providerState, params: {}, action: 'setup' };
  }
  return undefined;
};

/** How long the check waits for the setup's answer. */
const PROBE_TIMEOUT_MS = 30_000;

/**
 * Sends the first setup to the setup URL: undefined when the BFF took it (any answer but 404 and
 * 405: a state it does not know is the verification's to report), else the one line that says
 * what is wrong and what to do.
 */
export const providerStatesProblem = async (
  setupUrl: string,
  setup: NonNullable<ReturnType<typeof firstSetupOf>>,
): Promise<string | undefined> => {
  try {
    const response = await fetch(setupUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(setup),
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status !== 404 && response.status !== 405) return undefined;
    return `verify-pact: no provider-state endpoint at POST ${setupUrl} (HTTP ${response.status}): start the BFF with PORTAL_PROVIDER_STATES=on, or give its setup URL with --provider-states-setup-url`;
  } catch (error) {
    const reason =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    return `verify-pact: nothing answers the provider-state setup at POST ${setupUrl} (${reason}): is the BFF running, and started with PORTAL_PROVIDER_STATES=on?`;
  }
};
