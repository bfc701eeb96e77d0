import { afterEach, describe, expect, it } from 'vitest';
import { type DemoBff, demoBff, PORTAL_HEADERS } from '../../../tests/support/demo-bff.ts';

let bff: DemoBff | undefined;
afterEach(async () => {
  await bff?.close();
  bff = undefined;
});

const start = async (options: Parameters<typeof demoBff>[0] = {}) => {
  bff = await demoBff(options);
  return bff;
};

/** A scrape of /metrics from the given address of the connection (loopback unless given). */
const scrape = (demo: DemoBff, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  demo.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The samples of a series in a scrape's text: labels as written, and the value. */
const samples = (text: string, name: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const match = /^[^{ ]+(\{.*\})? (\S+)$/.exec(line);
      return { labels: match?.[1] ?? '', value: Number(match?.[2]) };
    });

const sampleValue = (text: string, name: string, labels: string) =>
  samples(text, name).find((sample) => sample.labels === labels)?.value;

describe('GET /metrics', () => {
  it('answers the machine itself in the Prometheus text format', async () => {
    const demo = await start({ metrics: { commit: 'abc1234' } });
    // A fresh PGlite's first statement compiles its code: not what a scrape's deadline is for.
    await demo.db.selectFrom('outbox').select('id').limit(1).execute();
    const response = await scrape(demo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('# TYPE portal_http_request_duration_seconds histogram');
    expect(samples(text, 'portal_build_info')).toEqual([
      {
        labels: `{version="0.1.0",node="${process.version}",commit="abc1234"}`,
        value: 1,
      },
    ]);
    // The process's series, with the prefix.
    expect(text).toContain('portal_nodejs_eventloop_lag_seconds');
    expect(text).toContain('portal_process_cpu_seconds_total');
    expect(sampleValue(text, 'portal_database_up', ''), text).toBe(1);
    expect(sampleValue(text, 'portal_password_hashing', '{state="running"}')).toBe(0);
    expect(sampleValue(text, 'portal_password_hashing_capacity', '{state="waiting"}')).toBe(64);
    // PGlite has no pool: the pool's series are left out.
    expect(text).not.toContain('portal_database_pool');
  });

  it('is a 404 in the error shape for any other address, forwarded header or not', async () => {
    const demo = await start({ trustProxy: true });
    const tries: Record<string, string>[] = [{}, { 'x-forwarded-for': '127.0.0.1' }];
    for (const headers of tries) {
      const response = await scrape(demo, '203.0.113.9', headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
      expect(response.body).not.toContain('portal_');
    }
  });

  it('answers the addresses and networks of PORTAL_METRICS_ALLOW', async () => {
    const demo = await start({ metrics: { allow: '10.0.0.0/8' } });
    expect((await scrape(demo, '10.1.2.3')).statusCode).toBe(200);
    expect((await scrape(demo, '::ffff:10.1.2.3')).statusCode).toBe(200);
    expect((await scrape(demo, '11.1.2.3')).statusCode).toBe(404);
  });

  it('labels a request with its route pattern, never its address with ids', async () => {
    const demo = await start();
    const kunde = await demo.signIn('kunde@demo.example');
    expect((await kunde.get('/portal/api/bff/deals/d-1001')).statusCode).toBe(200);
    await demo.anonymous.get('/portal/api/bff/no-such-call/d-1001?email=kunde@demo.example');
    const text = (await scrape(demo)).body;
    expect(
      sampleValue(
        text,
        'portal_http_request_duration_seconds_count',
        '{method="GET",route="/portal/api/bff/deals/{id}",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      sampleValue(
        text,
        'portal_http_request_duration_seconds_count',
        '{method="GET",route="(no route)",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('d-1001');
    expect(text).not.toContain('demo.example');
    expect(text).not.toContain('no-such-call');
  });

  it('counts the requests in flight and none once they are answered', async () => {
    const demo = await start();
    await demo.anonymous.get('/healthz');
    // The scrape itself is the one in flight.
    expect(sampleValue((await scrape(demo)).body, 'portal_http_requests_in_flight', '')).toBe(1);
  });

  it('counts refused sign-ins by reason', async () => {
    const demo = await start();
    for (let i = 0; i < 2; i++)
      await demo.anonymous.post('/portal/api/bff/auth/login', {
        payload: { email: 'kunde@demo.example', password: 'nicht-das-passwort' },
      });
    await demo.signIn('kunde@demo.example');
    const text = (await scrape(demo)).body;
    expect(samples(text, 'portal_sign_in_refusals_total')).toEqual([
      { labels: '{reason="wrong_credentials"}', value: 2 },
    ]);
  });

  it('shows each outbox with its unsent rows and the age of the oldest', async () => {
    const demo = await start();
    await demo.db.deleteFrom('outbox').execute();
    await demo.db.deleteFrom('webhook_outbox').execute();
    const before = (await scrape(demo)).body;
    expect(sampleValue(before, 'portal_outbox_depth', '{outbox="mail"}')).toBe(0);
    expect(sampleValue(before, 'portal_outbox_oldest_unsent_age_seconds', '{outbox="mail"}')).toBe(0);
    const mail = { kind: 'test', recipient: 'r@x.example', subject: 's', body: 'b' };
    await demo.db
      .insertInto('outbox')
      .values([
        { ...mail, created_at: new Date(Date.now() - 120_000) },
        { ...mail, created_at: new Date() },
        { ...mail, created_at: new Date(Date.now() - 999_000), sent_at: new Date() },
      ])
      .execute();
    const text = (await scrape(demo)).body;
    expect(sampleValue(text, 'portal_outbox_depth', '{outbox="mail"}')).toBe(2);
    expect(sampleValue(text, 'portal_outbox_depth', '{outbox="webhook"}')).toBe(0);
    const age = sampleValue(text, 'portal_outbox_oldest_unsent_age_seconds', '{outbox="mail"}') ?? 0;
    expect(age).toBeGreaterThanOrEqual(119);
    expect(age).toBeLessThan(600);
  });

  it('still answers when the database is down: database_up 0 and no outbox figures', async () => {
    const demo = await start();
    // Kysely marks a database destroyed only once it has been used.
    await demo.db.selectFrom('outbox').select('id').limit(1).execute();
    await demo.db.destroy();
    const response = await scrape(demo);
    expect(response.statusCode).toBe(200);
    expect(sampleValue(response.body, 'portal_database_up', ''), response.body).toBe(0);
    expect(samples(response.body, 'portal_outbox_depth')).toEqual([]);
    expect(response.body).toContain('portal_build_info{');
  });
});

describe('client error reports', () => {
  const REPORT = '/portal/api/bff/client-errors';
  const report = {
    kind: 'render',
    message: 'Cannot read properties of undefined',
    route: '/mycars/:id',
    build: '0.1.0',
  };

  it('are counted by kind, logged without personal data and limited per address', async () => {
    const lines: Record<string, unknown>[] = [];
    const demo = await start({
      trustProxy: true,
      log: { level: 'info', sink: { write: (line) => lines.push(JSON.parse(line)) } },
    });
    const from = (address: string) => ({ ...PORTAL_HEADERS, 'x-forwarded-for': address });
    const kunde = await demo.signIn('kunde@demo.example');
    const first = await kunde.post(REPORT, {
      payload: {
        ...report,
        message: 'failed https://portal.example/mycars/d-1001?token=geheim#x for kunde@demo.example',
      },
      headers: from('198.51.100.7'),
    });
    expect(first.statusCode).toBe(202);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await demo.anonymous.post(REPORT, { payload: report, headers: from('198.51.100.7') })).statusCode,
      );
    // Six a burst: the first report and five more, then 429.
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    // Another address has its own allowance.
    expect(
      (await demo.anonymous.post(REPORT, { payload: report, headers: from('198.51.100.8') })).statusCode,
    ).toBe(202);
    const text = (await scrape(demo)).body;
    expect(sampleValue(text, 'portal_client_errors_total', '{kind="render"}')).toBe(7);

    const logged = lines.filter((line) => line.msg === 'client error');
    expect(logged).toHaveLength(7);
    expect(logged[0]).toMatchObject({
      level: 40,
      kind: 'render',
      route: '/mycars/:id',
      build: '0.1.0',
      message: 'failed https://portal.example/mycars/d-1001 for [email]',
    });
    const all = JSON.stringify(logged);
    expect(all).not.toContain('geheim');
    expect(all).not.toContain('198.51.100');
    expect(all).not.toMatch(/"(user|userId|sessionId|email)"/);
  });

  it('refuse a full address as the route, an overlong message and a trace id that is not one', async () => {
    const demo = await start();
    for (const bad of [
      { route: '/mycars/d-1001?tab=x' },
      { route: 'https://portal.example/mycars' },
      { message: 'x'.repeat(501) },
      { traceId: 'not-a-trace' },
      { kind: 'crash' },
    ]) {
      const response = await demo.anonymous.post(REPORT, { payload: { ...report, ...bad } });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
