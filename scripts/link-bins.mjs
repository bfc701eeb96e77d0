// npm links the bins of dependencies into node_modules/.bin but never the root package's own,
// so `npm ci` alone would not give `node_modules/.bin/portal`. This links them after install.
import { chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { bin = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const binDir = join(root, 'node_modules', '.bin');
mkdirSync(binDir, { recursive: true });
for (const [name, target] of Object.entries(bin)) {
  const link = join(binDir, name);
  const source = join(root, target);
  rmSync(link, { force: true });
  symlinkSync(relative(binDir, source), link);
  chmodSync(source, 0o755);
}
