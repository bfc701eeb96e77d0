/**
 * The dependency rule of docs/architecture.md, checked on every import of every file:
 * core imports only core and a few pure libraries; contracts only core, contracts and io-ts; the
 * portal (adapters/react-ui) core, contracts, the typed client and its UI libraries — never the
 * server, the database or the CLI. Between the Node adapters: the database adapter imports neither
 * the server nor the CLI, the server neither the CLI nor the typed client, the CLI not the server;
 * what several of them need lives in adapters/shared (or contracts, for what is on the wire).
 * Runtime imports come from es-module-lexer over Node's own type
 * stripping (JSX first compiled away by Vite's transformer, which stripping cannot read); type-only
 * imports, which stripping removes, from their declarations. `npm test` runs it; exit code 1 on a
 * violation.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { init, parse } from 'es-module-lexer';

type Rule = {
  readonly name: string;
  /** Files the rule governs (paths relative to the project root). */
  readonly applies: (file: string) => boolean;
  /** Folders inside the project the files may import from (any, when absent). */
  readonly allowedFolders?: readonly string[];
  /** Folders inside the project the files must not import from. */
  readonly forbiddenFolders?: readonly string[];
  /** Folders inside a forbidden one that the files may import from all the same. */
  readonly exceptFolders?: readonly string[];
  /** Packages the files may import (a package name, or its subpaths); any, when absent. */
  readonly allowedPackages?: readonly string[];
};

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('adapters/react-ui/src/test/');
const TEST_PACKAGES = [
  'vitest',
  'fast-check',
  '@seriousme/openapi-schema-validator',
  '@testing-library/react',
  '@testing-library/user-event',
  '@testing-library/jest-dom',
  'axe-core',
];

const UI_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-intl',
  '@fluentui/react-components',
  // The business fleet overview's charts (Fluent's chart library).
  '@fluentui/react-charts',
  '@tanstack/react-query',
  'neverthrow',
  'date-fns',
  '@date-fns/tz',
  'io-ts',
  'fp-ts',
];

export const RULES: readonly Rule[] = [
  {
    name: 'core stays pure',
    applies: (file) => file.startsWith('core/'),
    allowedFolders: ['core/'],
    allowedPackages: ['neverthrow', 'date-fns', '@date-fns/tz', 'libphonenumber-js', 'ibantools'],
  },
  {
    name: 'contracts are codecs over core',
    applies: (file) => file.startsWith('contracts/'),
    allowedFolders: ['core/', 'contracts/'],
    allowedPackages: ['io-ts', 'fp-ts'],
  },
  {
    name: 'the portal builds on core, contracts and the typed client',
    applies: (file) => file.startsWith('adapters/react-ui/'),
    allowedFolders: ['core/', 'contracts/', 'adapters/http/client/', 'adapters/react-ui/'],
    allowedPackages: UI_PACKAGES,
  },
  {
    name: 'shared adapter pieces import no adapter',
    applies: (file) => file.startsWith('adapters/shared/'),
    allowedFolders: ['core/', 'contracts/', 'adapters/shared/'],
  },
  // The boundaries between the Node adapters hold for their code; a test next to the code may drive
  // a neighbouring adapter to check the two together.
  {
    name: 'the database adapter imports neither the server nor the CLI',
    applies: (file) => file.startsWith('adapters/sql/') && !isTest(file),
    forbiddenFolders: ['adapters/http/', 'adapters/cli/', 'adapters/react-ui/'],
  },
  {
    name: 'the server imports neither the CLI nor the typed client',
    applies: (file) => file.startsWith('adapters/http/server/') && !isTest(file),
    forbiddenFolders: ['adapters/cli/', 'adapters/http/client/', 'adapters/react-ui/'],
  },
  {
    name: 'the CLI reaches the server only over HTTP',
    applies: (file) => file.startsWith('adapters/cli/') && !isTest(file),
    forbiddenFolders: ['adapters/http/server/', 'adapters/react-ui/'],
    // The portal's message catalogues are data: the CLI names banners, actions, tabs and states in
    // the portal's own words (adapters/cli/portal-words.ts), so support says what customers read.
    exceptFolders: ['adapters/react-ui/src/i18n/messages/'],
  },
  {
    name: 'the stand-ins for other systems import no other adapter',
    applies: (file) =>
      [
        'adapters/payments/',
        'adapters/workflows/',
        'adapters/files/',
        'adapters/mail/',
        'adapters/pdf/',
      ].some((folder) => file.startsWith(folder)) && !isTest(file),
    forbiddenFolders: ['adapters/http/', 'adapters/cli/', 'adapters/react-ui/'],
  },
];

/**
 * The build configuration of the portal: Vite, its React plugin and Griffel's build-time styles,
 * nothing of the app's code.
 */
const CONFIG_FILES: Readonly<Record<string, readonly string[]>> = {
  'adapters/react-ui/vite.config.ts': ['vite', '@vitejs/plugin-react', '@griffel/vite-plugin'],
  // Precompiles the message catalogues with FormatJS' parser, which the browser then does without.
  'adapters/react-ui/vite-catalogues.ts': ['vite', '@formatjs/icu-messageformat-parser', 'node:url'],
  // Leaves the routes' examples and error lists out of the browser's scripts.
  'adapters/react-ui/vite-route-documentation.ts': ['vite', 'magic-string'],
};

const TYPE_ONLY_IMPORT = /^\s*(?:import|export)\s+type\s[^;]*?from\s*['"]([^'"]+)['"]/gm;

export const importsOf = (source: string): string[] => {
  const [imports] = parse(stripTypeScriptTypes(source, { mode: 'strip' }));
  const runtime = imports.map((entry) => entry.specifier).filter((name): name is string => Boolean(name));
  const typeOnly = [...source.matchAll(TYPE_ONLY_IMPORT)].map((match) => match[1] as string);
  return [...runtime, ...typeOnly];
};

const packageOf = (specifier: string) =>
  specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] as string);

/** The violations of one file's imports, as "file → import (rule)". */
export const violationsOf = (file: string, specifiers: readonly string[]): string[] => {
  const rule = RULES.find((candidate) => candidate.applies(file));
  if (!rule) return [];
  const packages = rule.allowedPackages && [
    ...rule.allowedPackages,
    ...(isTest(file) ? TEST_PACKAGES : []),
    ...(CONFIG_FILES[file] ?? []),
  ];
  const within = (folders: readonly string[], target: string) =>
    folders.some((folder) => target.startsWith(folder));
  return specifiers.flatMap((specifier) => {
    let allowed: boolean;
    if (specifier.startsWith('.')) {
      const target = relative('.', join(dirname(file), specifier));
      allowed =
        (!rule.allowedFolders || within(rule.allowedFolders, target)) &&
        (!within(rule.forbiddenFolders ?? [], target) || within(rule.exceptFolders ?? [], target));
    } else allowed = !packages || packages.includes(packageOf(specifier));
    return allowed ? [] : [`${file} → ${specifier} (${rule.name})`];
  });
};

const filesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/** The imports of a source file; a .tsx file has its JSX compiled away first (types are kept). */
export const importsOfFile = async (file: string, source: string): Promise<string[]> => {
  if (!file.endsWith('.tsx')) return importsOf(source);
  const { transformWithOxc } = await import('vite');
  const { code } = await transformWithOxc(source, file, {
    lang: 'tsx',
    jsx: { runtime: 'automatic' },
    typescript: { onlyRemoveTypeImports: true },
  });
  const [imports] = parse(code);
  const runtime = imports
    .map((entry) => entry.specifier)
    .filter((name): name is string => Boolean(name) && name !== 'react/jsx-runtime');
  const typeOnly = [...source.matchAll(TYPE_ONLY_IMPORT)].map((match) => match[1] as string);
  return [...runtime, ...typeOnly];
};

const FOLDERS = ['core', 'contracts', 'adapters'];

const main = async () => {
  await init;
  const root = resolve(import.meta.dirname, '..');
  process.chdir(root);
  const files = FOLDERS.flatMap((folder) => filesUnder(folder));
  const violations: string[] = [];
  for (const file of files)
    violations.push(...violationsOf(file, await importsOfFile(file, readFileSync(file, 'utf8'))));
  if (violations.length > 0) {
    console.error(`The dependency rule is broken (docs/architecture.md):\n  ${violations.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`dependency rule: ${files.length} files of ${FOLDERS.join(', ')} import only what they may`);
};

if (import.meta.main) await main();
