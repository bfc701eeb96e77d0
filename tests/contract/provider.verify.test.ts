/**
 * Provider verification: the portal's pact (written by consumer.pact.test.ts) replayed with
 * `portal verify-pact` against a seeded BFF over PGlite, with provider states on. Only the
 * interactions of the routes this BFF serves are replayed, so the suite grows with the BFF; any
 * mismatch fails it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../adapters/cli/program.ts';
import { memoryIo } from '../../adapters/cli/test-io.ts';
import { fastifyPath } from '../../adapters/http/server/app.ts';
import { createBff } from '../../adapters/http/server/compose.ts';
import { createScryptHasher } from '../../adapters/shared/crypto.ts';
import type { Database } from '../../adapters/sql/schema.ts';
import { seedDemoData } from '../../adapters/sql/seed.ts';
import { type AnyRoute, isMultipart } from '../../contracts/route.ts';
import { ROUTE_LIST } from '../../contracts/route-table.ts';
import { freshPGlite } from '../repositories/databases.ts';
import { DEMO_NOW } from '../support/demo-bff.ts';
import { PACT_FILE } from './pact-files.ts';

type Interaction = { description: string };
type Pact = { interactions: Interaction[] } & Record<string, unknown>;

/** The descriptions the consumer test gives a route's interactions (consumer.pact.test.ts). */
const descriptionsOf = (route: AnyRoute): string[] => [
  `${route.name}: ${route.example.state}`,
  ...(route.errorExamples ?? []).map((error) => `${route.name} answers ${error.code}: ${error.state}`),
];

/**
 * The consumer test may be rewriting the pact in a parallel worker of the same run: wait until the
 * file holds every interaction of the routes to verify.
 */
const readPactWith = async (descriptions: readonly string[]): Promise<Pact> => {
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

const hasher = createScryptHasher({ N: 2 ** 10, r: 8, p: 1 });
const workDir = mkdtempSync(join(tmpdir(), 'provider-verify-'));
let db: Kysely<Database>;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  db = await freshPGlite();
  await seedDemoData(db, hasher, DEMO_NOW);
  app = await createBff({ db, clock: { now: () => DEMO_NOW }, hasher, providerStates: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the BFF honours the portal pact', () => {
  it('for every interaction of the routes it serves', async () => {
    const served = ROUTE_LIST.filter((route) =>
      app.hasRoute({ method: route.method, url: fastifyPath(route.path) }),
    );
    // The pact holds no bodies for multipart calls (the consumer test sends them through the
    // client's FormData, which Pact does not record): those are verified in tests/api instead.
    const replayable = served.filter((route) => !isMultipart(route.body));
    expect(replayable.map((route) => route.name)).toEqual(
      expect.arrayContaining(['login', 'logout', 'getSession', 'getDeals', 'getDealDetails']),
    );

    const wanted = new Set(replayable.flatMap(descriptionsOf));
    const pact = await readPactWith([...wanted]);
    const interactions = pact.interactions.filter((interaction) => wanted.has(interaction.description));
    expect(interactions).toHaveLength(wanted.size);
    const file = join(workDir, 'served-interactions.json');
    writeFileSync(file, JSON.stringify({ ...pact, interactions }, null, 2));
    expect(existsSync(file)).toBe(true);

    const { io, stdout, stderr } = memoryIo();
    const code = await runCli(
      ['verify-pact', '--provider-base-url', base, '--pact', file, '--log-level', 'error'],
      io,
    );
    expect(code, `${stdout()}\n${stderr()}`).toBe(0);
    expect(stdout()).toContain('honours every interaction');
    // Replaying every interaction against one BFF takes minutes on a busy two-core machine; the
    // limit only stops a hung run.
  }, 600_000);
});
