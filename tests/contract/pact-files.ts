import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyRoute } from '../../contracts/route.ts';

/** Where the consumer test writes the pact and the provider verification reads it. */
export const PACT_DIR = join(import.meta.dirname, '../../contracts/pacts');
export const PACT_FILE = join(PACT_DIR, 'portal-ui-portal-bff.json');

export type Pact = { interactions: { description: string }[] } & Record<string, unknown>;

/** The descriptions the consumer test gives a route's interactions (consumer.pact.test.ts). */
export const descriptionsOf = (route: AnyRoute): string[] => [
  `${route.name}: ${route.example.state}`,
  ...(route.errorExamples ?? []).map((error) => `${route.name} answers ${error.code}: ${error.state}`),
];

/**
 * The consumer test may be rewriting the pact in a parallel worker of the same run: wait until the
 * file holds every interaction named.
 */
export const readPactWith = async (descriptions: readonly string[]): Promise<Pact> => {
  const deadline = Date.now() + 400_000;
  let missing: string[] = [...descriptions];
  while (Date.now() < deadline) {
    try {
      const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as Pact;
      const present = new Set(pact.interactions.map((interaction) => interaction.description));
      missing = descriptions.filter((description) => !present.has(description));
      if (missing.length === 0) return pact;
    } catch {
      // not there, or being written
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the pact ${PACT_FILE} lacks: ${missing.join('; ')}`);
};
