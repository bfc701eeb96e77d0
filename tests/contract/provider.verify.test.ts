/**
 * Provider verification: the portal's pact (written by consumer.pact.test.ts) replayed with
 * `portal verify-pact` against a seeded BFF over PGlite, with provider states on. Only the
 * interactions of the routes this BFF serves are replayed, so the suite grows with the BFF; any
 * mismatch fails it.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { ROUTE_LIST } from '../../contracts/route-table.ts';
import { freshPGlite } from '../repositories/databases.ts';
import { DEMO_NOW } from '../support/demo-bff.ts';
import { descriptionsOf, readPactWith } from './pact-files.ts';

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
    // Multipart calls too: the pact holds the bytes the client sends.
    expect(served.map((route) => route.name)).toEqual(
      expect.arrayContaining(['login', 'getSession', 'getDealDetails', 'addDriver', 'uploadDamageImage']),
    );

    const wanted = new Set(served.flatMap(descriptionsOf));
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
    // The limit only stops a hung run.
  }, 600_000);
});
