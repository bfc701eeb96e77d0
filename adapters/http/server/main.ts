/**
 * `npm start`: the BFF and the portal's UI on http://localhost:3000 (PORT), with its database
 * (PGlite in ./data, or PostgreSQL at DATABASE_URL), migrated, and the demo data written into an
 * empty database. The UI is built first when it is missing or older than its sources.
 * Environment variables: docs/operations.md; which adapter each setting chooses: composition-root.ts.
 */
// First: sizes the thread pool before anything can start it.
import './thread-pool.ts';
// Second: traces the process when an OTLP endpoint is set, hooked in before http and pg load.
import './start-tracing.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sweepInterruptedUploads } from '../../sql/interrupted-uploads.ts';
import { writeDemoPhotoFiles } from '../../sql/seed/subscription-services.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from '../../sql/seed.ts';
import { SERVER, serverContainer } from './composition-root.ts';
import { serverSettingsOf } from './server-settings.ts';
import { gracefulShutdown, logStrayRejections } from './shutdown.ts';
import { collectStartGarbage } from './start-garbage.ts';
import { stopTracing } from './tracing.ts';
import { ensureUiBuilt, uiPathsOf } from './ui-build.ts';

const root = join(import.meta.dirname, '../../..');
// Every setting is read and checked first: a wrong one stops the start before anything is opened.
const read = serverSettingsOf(process.env, { cwd: process.cwd(), root });
if (read.isErr()) {
  process.stderr.write(read.error);
  process.exit(1);
}
const settings = read.value;
if (settings.ui.build) ensureUiBuilt(uiPathsOf(root), (line) => process.stdout.write(`${line}\n`));

const container = serverContainer(settings);
const db = await container.getAsync(SERVER.database);
const clock = container.get(SERVER.clock);
const seeded = settings.seedDemo ? await seedDemoData(db, container.get(SERVER.hasher), clock.now()) : false;

collectStartGarbage();

const files = await container.getAsync(SERVER.files);
// The demo data's damage photos have bytes, so that the portal can show them.
if (seeded) await writeDemoPhotoFiles(files);
// Files a crash left behind without their row (an upload cut off, or one whose row never committed).
await sweepInterruptedUploads(db, files, clock.now());

const app = await container.getAsync(SERVER.bff);
const shutdown = gracefulShutdown(app, settings.shutdown);
logStrayRejections(app.log);
await app.listen({ port: settings.port, host: settings.host });
const background = (await container.getAsync(SERVER.background)).start(app.log);

const where = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${settings.dataDir}`;
process.stdout.write(
  [
    '',
    `Portal BFF on http://localhost:${settings.port} — database: ${where}${seeded ? ' (demo data written)' : ''}`,
    existsSync(join(settings.ui.dir, 'index.html'))
      ? `Portal UI on http://localhost:${settings.port}/mycars (from ${settings.ui.dir})`
      : `No built UI in ${settings.ui.dir}: the API only.`,
    settings.providerStates
      ? `Provider states on: POST /portal/api/test/provider-states resets the demo data.`
      : '',
    settings.production ? '' : `Demo logins, password ${DEMO_PASSWORD}:`,
    ...(settings.production ? [] : DEMO_LOGINS.map((login) => `  ${login.email.padEnd(28)} ${login.what}`)),
    '',
  ].join('\n'),
);

shutdown.onSignals({ background, database: db, finally: stopTracing });
