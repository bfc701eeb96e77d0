/**
 * How `portal verify-pact` replays a pact: the interactions grouped by their provider state (in
 * the order each state first appears), the reads of a state before its writes, and cut into pacts
 * of at most REPLAY_BATCH interactions.
 *
 * Every interaction is still set up and verified exactly as the pact says; only the order and the
 * files differ. Grouped, a state follows itself, and a BFF that sees its data unchanged since the
 * same state's setup has nothing to put back (ours, provider-states.ts): most of a run's setups
 * cost next to nothing. Cut, the verifier's own work per interaction stays small: it grows with the
 * size of the pact file an interaction comes from (measured: about 13 ms of processor time per
 * interaction from the 1.3 MB pact of 454 interactions, about 7 ms from files of 40).
 */

export const REPLAY_BATCH = 40;

type Interaction = {
  readonly providerStates?: unknown;
  readonly providerState?: unknown;
  readonly request?: { readonly method?: unknown };
};

export type PactDocument = { readonly interactions: readonly unknown[]; readonly [key: string]: unknown };

/** The pact as JSON with its interactions, or undefined for anything else (the verifier says why). */
export const pactDocumentOf = (text: string): PactDocument | undefined => {
  try {
    const parsed = JSON.parse(text) as { interactions?: unknown } | null;
    return parsed && Array.isArray(parsed.interactions) ? (parsed as PactDocument) : undefined;
  } catch {
    return undefined;
  }
};

/** The states and their params an interaction is set up with (V3/V4 `providerStates`, V2 `providerState`). */
const setupOf = (interaction: Interaction): string =>
  JSON.stringify(interaction.providerStates ?? interaction.providerState ?? null);

const isRead = (interaction: Interaction): boolean =>
  typeof interaction.request?.method === 'string' && /^(GET|HEAD)$/i.test(interaction.request.method);

/** The interactions grouped by their setup, the groups in the order of first appearance, reads first. */
export const replayOrderOf = <T>(interactions: readonly T[]): T[] => {
  const groups = new Map<string, { reads: T[]; writes: T[] }>();
  for (const interaction of interactions) {
    const key = setupOf(interaction as Interaction);
    const group = groups.get(key) ?? { reads: [], writes: [] };
    groups.set(key, group);
    (isRead(interaction as Interaction) ? group.reads : group.writes).push(interaction);
  }
  return [...groups.values()].flatMap((group) => [...group.reads, ...group.writes]);
};

/** The pact as pacts of at most `size` interactions each, in the replay order. */
export const replayBatchesOf = (pact: PactDocument, size = REPLAY_BATCH): PactDocument[] => {
  const ordered = replayOrderOf(pact.interactions);
  const batches: PactDocument[] = [];
  for (let start = 0; start < ordered.length; start += size)
    batches.push({ ...pact, interactions: ordered.slice(start, start + size) });
  return batches;
};
