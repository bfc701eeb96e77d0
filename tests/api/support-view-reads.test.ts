import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../contracts/route-table.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';

/**
 * A support user's view of a customer writes nothing (consumer spec §6: the view is read-only):
 * every route the view answers for the customer is called with its contract example, and every
 * table is the same before and after — but the audit log of the view's reads, and the sessions
 * (the view is the support user's session).
 */

const VIEW = '/portal/api/bff/support/view';
const WRITTEN_BY_THE_VIEW = new Set(['support_audit', 'support_views', 'sessions', 'schema_migrations']);

/** Each table's rows as one digest: a row added, removed or changed changes it. */
const tableDigests = async (bff: DemoBff): Promise<Record<string, string>> => {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(bff.db);
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    if (WRITTEN_BY_THE_VIEW.has(name)) continue;
    const { rows } = await sql<{ n: string; digest: string | null }>`
      select count(*)::text as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${sql.table(name)} as t`.execute(bff.db);
    digests[name] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  return digests;
};

/** The routes a view answers for the customer: the portal's reads, with their contract examples. */
const viewedReads = Object.values(ROUTES).filter(
  (route) => (route.method === 'GET' || route.name === 'getAddons') && route.access !== 'public',
);

/** The route's example, its e-mail parameter the viewed customer's (the referral link's). */
const urlOf = (route: (typeof viewedReads)[number], email: string) => {
  const params: Record<string, string> = {
    ...route.example.params,
    ...(route.example.params?.email ? { email } : {}),
  };
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
  const query = new URLSearchParams((route.example.query ?? {}) as Record<string, string>).toString();
  return query ? `${path}?${query}` : path;
};

describe('a support user’s view of a customer', () => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff();
  }, 120_000);
  afterAll(async () => {
    await bff?.close();
  });

  it.each(['kunde@demo.example', 'neu@demo.example', 'admin@nordflotte.example'])(
    'writes nothing while every read of the portal is called in the view of %s',
    async (email) => {
      const support = await bff.signIn('support@demo.example');
      const started = await support.post(VIEW, {
        payload: { email, reason: 'Prüfung: eine Ansicht schreibt nichts' },
      });
      expect(started.statusCode).toBe(200);
      const before = await tableDigests(bff);
      const answered: string[] = [];
      for (const route of viewedReads) {
        const url = urlOf(route, email);
        const answer =
          route.method === 'GET'
            ? await support.get(url)
            : await support.post(url, { payload: (route.example.body ?? {}) as Record<string, unknown> });
        if (answer.statusCode < 400) answered.push(route.name);
      }
      const after = await tableDigests(bff);
      const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
      expect(changed).toEqual([]);
      // The walk reached the customer's data, not only refusals.
      expect(answered.length).toBeGreaterThan(email.startsWith('neu') ? 3 : 10);
    },
    300_000,
  );
});
