import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES } from '../concurrency/support/parallel.ts';
import { type Caller, DEMO_NOW, type DemoBff, demoBff } from '../support/demo-bff.ts';

/**
 * The hot reads check their session in the same round trip as their data (app.ts session reads):
 * a session that was read before is still checked in the database on every call, so one revoked or
 * expired there, by any instance, is refused at the next call, and a user whose role changed sees
 * what the new role sees.
 */

const DEALS = '/portal/api/bff/deals';
const CARS = '/portal/api/bff/fleet/cars?tab=all&page=1&pageSize=5';

describe.each(DATABASES)('the hot reads on %s', (database) => {
  let bff: DemoBff;
  beforeAll(async () => {
    bff = await demoBff({ database });
  }, 120_000);
  afterAll(() => bff?.close());

  /** Ends every session of the user in the database itself, as another instance's sign-out would. */
  const revokeSessionsOf = (email: string) =>
    sql`update sessions set revoked_at = now() where user_id = (select id from users where email = ${email})`.execute(
      bff.db,
    );

  const readTwice = async (caller: Caller, path: string) => {
    expect((await caller.get(path)).statusCode).toBe(200);
    expect((await caller.get(path)).statusCode).toBe(200);
  };

  it.each([
    ['the deals list', 'kunde@demo.example', DEALS],
    ['a deal’s details', 'kunde@demo.example', `${DEALS}/d-1001`],
    ['the fleet’s cars', 'admin@nordflotte.example', CARS],
  ])('refuse %s with 401 once the session is revoked in the database', async (_read, email, path) => {
    const caller = await bff.signIn(email);
    await readTwice(caller, path);
    await revokeSessionsOf(email);
    const refused = await caller.get(path);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('unauthorized');
  });

  it.runIf(database === 'postgres').each([
    ['the deals list', DEALS],
    ['a deal’s details', `${DEALS}/d-1001`],
  ])('send %s of a remembered session to PostgreSQL as one statement', async (_read, path) => {
    const caller = await bff.signIn('kunde@demo.example');
    await readTwice(caller, path);
    // The statements the call sends, each a round trip (background work, such as the mail outbox,
    // reads neither sessions nor deals).
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      expect((await caller.get(path)).statusCode).toBe(200);
      const sent = query.mock.calls
        .map(([text]) => (typeof text === 'string' ? text : String((text as { text?: unknown }).text)))
        .filter((text) => /\b(sessions|deals)\b/.test(text));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatch(/\bsessions\b[\s\S]*\bdeals\b|\bdeals\b[\s\S]*\bsessions\b/);
    } finally {
      query.mockRestore();
    }
  });

  it('refuse a session that has expired since its last read', async () => {
    const caller = await bff.signIn('kunde@demo.example');
    await readTwice(caller, `${DEALS}/d-1001`);
    // The demo BFF lives on DEMO_NOW: the session ends a second before.
    const ended = new Date(DEMO_NOW.getTime() - 1000);
    await sql`update sessions set expires_at = ${ended} where revoked_at is null`.execute(bff.db);
    expect((await caller.get(`${DEALS}/d-1001`)).statusCode).toBe(401);
  });

  it('answer what the user’s role sees now, not what it saw at the last read', async () => {
    const caller = await bff.signIn('analyst@nordflotte.example');
    await readTwice(caller, DEALS);
    const ofCompany = (await caller.get(DEALS)).json().data as { id: string }[];
    // The analyst becomes a driver of the company, with the cars assigned to the driver's contact.
    await sql`update users set role = 'driver', contact_id = 'ct-2002' where email = 'analyst@nordflotte.example'`.execute(
      bff.db,
    );
    const assigned = (await caller.get(DEALS)).json().data as { id: string }[];
    const expected = await bff.db
      .selectFrom('deals')
      .select('id')
      .where('company_id', '=', 'co-nordflotte')
      .where('contact_id', '=', 'ct-2002')
      .execute();
    expect(assigned.map((deal) => deal.id).sort()).toEqual(expected.map((deal) => deal.id).sort());
    expect(assigned.length).toBeLessThan(ofCompany.length);
  });

  it('answer 404 for a deal outside the user’s scope, also on a read after the first', async () => {
    const caller = await bff.signIn('kunde@demo.example');
    await readTwice(caller, DEALS);
    expect((await caller.get(`${DEALS}/f-2001`)).statusCode).toBe(404);
    expect((await caller.get(`${DEALS}/f-2001`)).statusCode).toBe(404);
  });
});
