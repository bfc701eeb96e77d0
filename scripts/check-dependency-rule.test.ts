import { init } from 'es-module-lexer';
import { beforeAll, describe, expect, it } from 'vitest';
import { importsOf, importsOfFile, violationsOf } from './check-dependency-rule.ts';

beforeAll(async () => {
  await init;
});

describe('the dependency rule', () => {
  it('finds runtime, type-only and dynamic imports in TypeScript', () => {
    const source = `
      import { ok } from 'neverthrow';
      import type { Deal } from '../deals/types.ts';
      export type { Route } from '../../contracts/route.ts';
      const f = <T,>(x: T): T => x;
      const lazy = () => import('react');`;
    expect(importsOf(source).sort()).toEqual([
      '../../contracts/route.ts',
      '../deals/types.ts',
      'neverthrow',
      'react',
    ]);
  });

  it('lets core import core, neverthrow and the date library', () => {
    expect(
      violationsOf('core/deals/banners.ts', ['../shared/calendar-days.ts', 'neverthrow', '@date-fns/tz']),
    ).toEqual([]);
  });

  it('refuses core importing an adapter, contracts, a framework or a node built-in', () => {
    expect(
      violationsOf('core/deals/banners.ts', [
        '../../adapters/cli/io.ts',
        '../../contracts/deal.ts',
        'react',
        'node:fs',
      ]),
    ).toHaveLength(4);
  });

  it('lets core tests use vitest and fast-check, but not core code', () => {
    expect(violationsOf('core/deals/banners.test.ts', ['vitest', 'fast-check'])).toEqual([]);
    expect(violationsOf('core/deals/banners.ts', ['fast-check'])).toHaveLength(1);
  });

  it('lets contracts import core and io-ts but no adapter', () => {
    expect(
      violationsOf('contracts/deal.ts', ['../core/deals/types.ts', 'io-ts', 'fp-ts/lib/Either.js']),
    ).toEqual([]);
    expect(violationsOf('contracts/deal.ts', ['../adapters/http/client/index.ts'])).toHaveLength(1);
  });

  it('reads the imports of a React component, JSX and all', async () => {
    const source = `
      import { Button } from '@fluentui/react-components';
      import type { Deal } from '../../../../core/deals/types.ts';
      export const Save = ({ deal }: { deal: Deal }) => <Button title="a/b">{deal.id}</Button>;
      const Page = () => import('./Page.tsx');`;
    expect((await importsOfFile('adapters/react-ui/src/x.tsx', source)).sort()).toEqual([
      '../../../../core/deals/types.ts',
      './Page.tsx',
      '@fluentui/react-components',
    ]);
  });

  it('lets the portal import core, contracts, the typed client and its UI libraries', () => {
    expect(
      violationsOf('adapters/react-ui/src/features/mycars/api/get-deals.ts', [
        '../../../../../../core/deals/banners.ts',
        '../../../../../../contracts/deal.ts',
        '../../../../../http/client/create-portal-api.ts',
        '../../../lib/links.ts',
        '@tanstack/react-query',
        'react',
      ]),
    ).toEqual([]);
  });

  it('refuses the portal importing the server, the database or the CLI', () => {
    expect(
      violationsOf('adapters/react-ui/src/app/App.tsx', [
        '../../../http/server/app.ts',
        '../../../sql/database.ts',
        '../../../cli/program.ts',
        'fastify',
        'kysely',
      ]),
    ).toHaveLength(5);
  });

  it('lets only the portal tests use Testing Library', () => {
    expect(violationsOf('adapters/react-ui/src/app/App.test.tsx', ['@testing-library/react'])).toEqual([]);
    expect(violationsOf('adapters/react-ui/src/app/App.tsx', ['@testing-library/react'])).toHaveLength(1);
  });

  it('refuses the imports that once ran between the Node adapters', () => {
    expect(violationsOf('adapters/sql/seed/accounts.ts', ['../../http/server/crypto.ts'])).toHaveLength(1);
    expect(
      violationsOf('adapters/sql/seed/business-states.ts', ['../../http/server/provider-states.ts']),
    ).toHaveLength(1);
    expect(violationsOf('adapters/cli/commands/db.ts', ['../../http/server/crypto.ts'])).toHaveLength(1);
    expect(violationsOf('adapters/http/server/app.ts', ['../client/create-portal-api.ts'])).toHaveLength(1);
    expect(
      violationsOf('adapters/http/server/provider-states.ts', ['../../cli/commands/verify-pact.ts']),
    ).toHaveLength(1);
    expect(violationsOf('adapters/payments/stand-in.ts', ['../http/server/outages.ts'])).toHaveLength(1);
  });

  it('lets each Node adapter import what it shares through adapters/shared and contracts', () => {
    expect(
      violationsOf('adapters/sql/seed/accounts.ts', [
        '../../shared/crypto.ts',
        '../provider-state-setup.ts',
        '../../../core/account/ports.ts',
        'kysely',
      ]),
    ).toEqual([]);
    expect(
      violationsOf('adapters/http/server/app.ts', [
        '../../../contracts/headers.ts',
        '../../sql/seed.ts',
        '../../shared/outages.ts',
        'fastify',
      ]),
    ).toEqual([]);
    expect(
      violationsOf('adapters/cli/commands/db.ts', [
        '../../shared/crypto.ts',
        '../../sql/database.ts',
        '../../http/client/create-portal-api.ts',
        'commander',
      ]),
    ).toEqual([]);
  });

  it('keeps adapters/shared free of every other adapter', () => {
    expect(violationsOf('adapters/shared/crypto.ts', ['node:crypto', '../../core/account/ports.ts'])).toEqual(
      [],
    );
    expect(
      violationsOf('adapters/shared/crypto.ts', ['../sql/schema.ts', '../http/server/app.ts']),
    ).toHaveLength(2);
  });
});
