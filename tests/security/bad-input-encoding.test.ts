import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NESTED_TOO_DEEP, TEXT_NOT_STORABLE } from '../../adapters/http/server/request-input.ts';
import { ApiErrorBody } from '../../contracts/errors.ts';
import { type AnyRoute, fillPath, isMultipart } from '../../contracts/route.ts';
import { ROUTE_LIST } from '../../contracts/route-table.ts';
import { DATABASES } from '../concurrency/support/parallel.ts';
import { type DemoBff, demoBff, PORTAL_HEADERS } from '../support/demo-bff.ts';
import { databaseDigest } from './database-digest.ts';
import { multipartBody } from './example-requests.ts';

/**
 * Text PostgreSQL cannot store (a NUL character, an unpaired surrogate) and bodies nested tens of
 * thousands deep, on every route, called by the user its contract example names: each answers 400
 * in the error shape naming the field (or the body), before anything is decoded or stored, and the
 * database is unchanged.
 */

const NUL = '\u0000';

/** Every string of a value (and every key) with a NUL character in it. */
const withNul = (value: unknown): unknown => {
  if (typeof value === 'string') return `${value}${NUL}`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withNul(child)]));
  return value;
};

const hasText = (value: unknown): boolean => JSON.stringify(withNul(value)) !== JSON.stringify(value);

/** The path of the first text in a value, as the answer's fields name it. */
const firstTextPath = (value: unknown, path: string): string | undefined => {
  if (typeof value === 'string') return path;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = firstTextPath(child, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
};

const emailOfState = (state: string) => state.match(/[\w.+-]+@[\w.-]+\.example/)?.[0];

const queryOf = (query: Readonly<Record<string, unknown>>) =>
  `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`;

const DEEP = 50_000;
const deeplyNested = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;

type Call = {
  readonly what: string;
  readonly url: string;
  readonly payload?: string | Buffer;
  readonly contentType?: string;
  readonly field: string;
  readonly message: string;
};

const callsOf = (route: AnyRoute): Call[] => {
  const params = (route.example.params ?? {}) as Record<string, unknown>;
  const query = (route.example.query ?? {}) as Record<string, unknown>;
  const body = route.example.body;
  const url = fillPath(route.path, params);
  const exampleQuery = Object.keys(query).length > 0 ? queryOf(query) : '';
  const calls: Call[] = [];
  const jsonBody = isMultipart(route.body)
    ? {}
    : body === undefined
      ? {}
      : { payload: JSON.stringify(body), contentType: 'application/json' };
  const multipart = (fields: unknown) => {
    if (!isMultipart(route.body)) return {};
    const { payload, contentType } = multipartBody(
      fields as Record<string, unknown>,
      route.example.files ?? [],
    );
    return { payload, contentType };
  };
  const exampleBody = isMultipart(route.body) ? multipart(body ?? {}) : jsonBody;
  for (const name of Object.keys(params))
    calls.push({
      what: `a NUL in the path parameter ${name}`,
      url: `${fillPath(route.path, { ...params, [name]: `${params[name]}${NUL}` })}${exampleQuery}`,
      ...exampleBody,
      field: `params.${name}`,
      message: TEXT_NOT_STORABLE,
    });
  calls.push({
    what: 'a NUL in the query string',
    url: `${url}${queryOf({ ...(withNul(query) as object), suche: NUL })}`,
    ...exampleBody,
    field: 'query.suche',
    message: TEXT_NOT_STORABLE,
  });
  if (hasText(body)) {
    const bad = withNul(body) as Record<string, unknown>;
    const field = isMultipart(route.body)
      ? `body.${Object.keys(bad)[0]}`
      : (firstTextPath(body, 'body') ?? 'body');
    calls.push({
      what: 'a NUL in every text of the body',
      url: `${url}${exampleQuery}`,
      ...(isMultipart(route.body)
        ? multipart(bad)
        : { payload: JSON.stringify(bad), contentType: 'application/json' }),
      field,
      message: TEXT_NOT_STORABLE,
    });
  }
  if (!isMultipart(route.body) && route.method !== 'GET')
    calls.push({
      what: `a body nested ${DEEP} deep`,
      url: `${url}${exampleQuery}`,
      payload: deeplyNested,
      contentType: 'application/json',
      field: 'body',
      message: NESTED_TOO_DEEP,
    });
  return calls;
};

describe.each(DATABASES)('on %s', (database) => {
  let bff: DemoBff;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    bff = await demoBff({ database });
    const emails = new Set(ROUTE_LIST.map((route) => emailOfState(route.example.state)));
    for (const email of emails) if (email) cookies.set(email, (await bff.signIn(email)).cookie);
  });
  afterAll(() => bff?.close());

  describe('text the database cannot store, and bodies nested too deep, on every route', () => {
    for (const route of ROUTE_LIST) {
      const calls = callsOf(route);
      it(`${route.name} (${route.method} ${route.path}) refuses ${calls.length} with 400 naming the field, and changes nothing`, async () => {
        const email = emailOfState(route.example.state);
        const cookie = email ? cookies.get(email) : undefined;
        const before = await databaseDigest(bff.db);
        for (const call of calls) {
          const response = await bff.app.inject({
            method: route.method,
            url: call.url,
            headers: {
              ...PORTAL_HEADERS,
              ...(call.contentType ? { 'content-type': call.contentType } : {}),
              ...(cookie ? { cookie } : {}),
            },
            ...(call.payload !== undefined ? { payload: call.payload } : {}),
          });
          const answer = `${call.what}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, answer).toBe(400);
          expect(ApiErrorBody.is(response.json()), answer).toBe(true);
          expect(response.json().error.fields, answer).toHaveProperty([call.field], call.message);
        }
        expect(await databaseDigest(bff.db)).toEqual(before);
      });
    }
  });

  describe('the calls named in the report', () => {
    it('refuses a NUL in the login e-mail, the profile city and the newsletter address, and an unpaired surrogate, naming each field', async () => {
      const kunde = await bff.signIn('kunde@demo.example');
      const before = await databaseDigest(bff.db);
      const login = await bff.anonymous.post('/portal/api/bff/auth/login', {
        payload: { email: `kunde@demo.example${NUL}`, password: 'Demo!2026' },
      });
      const city = await kunde.patch('/portal/api/bff/profile', {
        payload: { city: `Ham${NUL}burg` },
      });
      const newsletter = await bff.anonymous.post('/portal/api/bff/newsletter', {
        payload: { Vorname: 'Kim', Nachname: 'Neu', 'E-Mail': `neu${NUL}@demo.example`, gdpr: true },
      });
      const surrogate = await bff.anonymous.post('/portal/api/bff/newsletter', {
        payload: `{"Vorname":"Kim","Nachname":"Neu","E-Mail":"neu\\ud800@demo.example","gdpr":true}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(login.json().error.fields).toEqual({ 'body.email': TEXT_NOT_STORABLE });
      expect(city.json().error.fields).toEqual({ 'body.city': TEXT_NOT_STORABLE });
      expect(newsletter.json().error.fields).toEqual({ 'body.E-Mail': TEXT_NOT_STORABLE });
      expect(surrogate.json().error.fields).toEqual({ 'body.E-Mail': TEXT_NOT_STORABLE });
      for (const answer of [login, city, newsletter, surrogate]) expect(answer.statusCode).toBe(400);
      expect(await databaseDigest(bff.db)).toEqual(before);
    });

    it('refuses a car-policy budget too large for any real fleet (and for its column) with 400, changing nothing', async () => {
      const admin = await bff.signIn('admin@nordflotte.example');
      const route = ROUTE_LIST.find((candidate) => candidate.name === 'updateCarPolicy');
      const before = await databaseDigest(bff.db);
      for (const budget of ['2147483648', '99999999999999999999']) {
        const answer = await admin.put('/portal/api/bff/fleet/settings/car-policy', {
          payload: JSON.stringify({ ...(route?.example.body as object), budgetLimit: 0 }).replace(
            '"budgetLimit":0',
            `"budgetLimit":${budget}`,
          ),
          headers: { 'content-type': 'application/json' },
        });
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json().error.fields).toHaveProperty(['body.budgetLimit']);
      }
      expect(await databaseDigest(bff.db)).toEqual(before);
    });

    it('refuses an upload whose file name holds a NUL, naming its field, and keeps nothing', async () => {
      const kunde = await bff.signIn('kunde@demo.example');
      const route = ROUTE_LIST.find((candidate) => candidate.name === 'uploadDamageImage');
      if (!route || !isMultipart(route.body)) throw new Error('uploadDamageImage takes a form');
      const files = (route.example.files ?? []).map((file, index) =>
        index === 0 ? { ...file, filename: `foto${NUL}.jpg` } : file,
      );
      const field = files[0]?.field;
      const { payload, contentType } = multipartBody(
        (route.example.body ?? {}) as Record<string, unknown>,
        files,
      );
      const before = await databaseDigest(bff.db);
      const answer = await kunde.post(fillPath(route.path, route.example.params ?? {}), {
        payload,
        headers: { 'content-type': contentType },
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.fields).toHaveProperty([`body.${field}`], TEXT_NOT_STORABLE);
      expect(await databaseDigest(bff.db)).toEqual(before);
    });
  });
});
