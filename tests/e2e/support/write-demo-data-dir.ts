/**
 * `node tests/e2e/support/write-demo-data-dir.ts <dir>`: a PGlite data directory with the demo
 * data as `npm start` writes it into an empty one (adapters/http/server/main.ts: the migrations,
 * the demo data at the product's password hashing, the damage photos' bytes). The browser tests
 * copy it for each file's server (portal-server.ts) instead of writing the same data again.
 */
import { join } from 'node:path';
import { localFileStore } from '../../../adapters/files/local-file-store.ts';
import { createScryptHasher } from '../../../adapters/shared/crypto.ts';
import { openDatabase } from '../../../adapters/sql/database.ts';
import { writeDemoPhotoFiles } from '../../../adapters/sql/seed/subscription-services.ts';
import { seedDemoData } from '../../../adapters/sql/seed.ts';
import { systemClock } from '../../../core/shared/ports.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: write-demo-data-dir.ts <dir>');
const db = await openDatabase({ dataDir });
if (!(await seedDemoData(db, createScryptHasher(), systemClock.now())))
  throw new Error(`${dataDir} already holds data`);
await writeDemoPhotoFiles(localFileStore(join(dataDir, 'files')));
await db.destroy();
