import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeOf } from '../../contracts/codec-shape.ts';
import { ApiErrorBody } from '../../contracts/errors.ts';
import { type AnyRoute, fillPath, isMultipart, type MultipartBody } from '../../contracts/route.ts';
import { ROUTE_LIST } from '../../contracts/route-table.ts';
import { type DemoBff, demoBff, PORTAL_HEADERS } from '../support/demo-bff.ts';
import { databaseDigest } from './database-digest.ts';
import { multipartBody, sampleFile } from './example-requests.ts';

/**
 * Every write route that takes a body, called by the user its contract example names with bodies
 * that are wrong: fields of the wrong type, required fields missing, malformed JSON, a field the
 * contract does not know, a body over the size limit. Each answers 4xx in the error shape, never
 * 5xx, and leaves every table of the database as it was.
 */

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const hasBody = (route: AnyRoute) =>
  isMultipart(route.body) || (route.body as { _tag?: string })._tag !== 'UndefinedType';
const writeRoutes = ROUTE_LIST.filter((route) => WRITES.has(route.method) && hasBody(route));

/** A value of another type than the one given, so the codec must refuse it. */
const wrongTypeFor = (value: unknown): unknown => {
  if (typeof value === 'string') return 4711;
  if (typeof value === 'number') return 'viel';
  if (typeof value === 'boolean') return 'ja';
  if (Array.isArray(value)) return 'keine Liste';
  if (value === null) return 4711;
  return 'kein Objekt';
};

const requiredFieldsOf = (route: AnyRoute): string[] => {
  const shape = shapeOf(route.body as Parameters<typeof shapeOf>[0]);
  if (shape.kind !== 'object') return [];
  return Object.entries(shape.props)
    .filter(([, prop]) => prop.required)
    .map(([name]) => name);
};

/** The e-mail address the example's provider state signs in ("customer kunde@demo.example …"). */
const emailOfState = (state: string) => state.match(/[\w.+-]+@[\w.-]+\.example/)?.[0];

const ONE_MEGABYTE_AND_MORE = 'x'.repeat(1_100_000);

type BadBody = {
  readonly what: string;
  readonly payload: string | Buffer;
  readonly contentType: string;
  /** A field the answer must name. */
  readonly field?: string;
  /** The status it must answer, where only one is right. */
  readonly status?: number;
};

const jsonBodies = (route: AnyRoute): BadBody[] => {
  const example = (route.example.body ?? {}) as Record<string, unknown>;
  const json = (what: string, value: unknown): BadBody => ({
    what,
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const bodies: BadBody[] = [
    json('a body of the wrong type (a list)', [example]),
    { what: 'malformed JSON', payload: '{"kaputt": ', contentType: 'application/json' },
    { ...json('a field the contract does not know', { ...example, isAdmin: true }), field: 'body.isAdmin' },
    {
      ...json('a body over the size limit', { ...example, padding: ONE_MEGABYTE_AND_MORE }),
      status: 413,
    },
  ];
  for (const [field, value] of Object.entries(example))
    bodies.push(json(`${field} of the wrong type`, { ...example, [field]: wrongTypeFor(value) }));
  if (requiredFieldsOf(route).length > 0) bodies.push(json('no fields at all', {}));
  for (const field of requiredFieldsOf(route)) {
    const { [field]: _left, ...rest } = example;
    bodies.push(json(`${field} missing`, rest));
  }
  return bodies;
};

const multipartBodies = (route: AnyRoute, body: MultipartBody): BadBody[] => {
  const fields = (route.example.body ?? {}) as Record<string, unknown>;
  const files = route.example.files ?? [];
  const form = (what: string, formFields: Record<string, unknown>, formFiles = files as typeof files) => {
    const { payload, contentType } = multipartBody(formFields, formFiles);
    return { what, payload, contentType };
  };
  const tooLarge = files.map((file, index) =>
    index === 0
      ? {
          ...file,
          bytes: sampleFile(
            file.contentType,
            (body.files.find((f) => f.name === file.field)?.maxBytes ?? 0) + 1,
          ),
        }
      : file,
  );
  const bodies: BadBody[] = [
    form('no text fields at all', {}),
    { ...form('a field the contract does not know', { ...fields, isAdmin: 'true' }), field: 'body.isAdmin' },
    { ...form('a file over its size limit', fields, tooLarge), status: 413 },
    {
      what: 'a malformed multipart body',
      payload: '--falsch\r\nContent-Disposition: form-data; name="x"\r\n\r\nkein Ende',
      contentType: 'multipart/form-data; boundary=falsch',
    },
    {
      what: 'JSON instead of a form',
      payload: JSON.stringify(fields),
      contentType: 'application/json',
    },
  ];
  for (const field of Object.keys(fields)) {
    const { [field]: _left, ...rest } = fields;
    bodies.push(form(`${field} missing`, rest));
  }
  return bodies;
};

let bff: DemoBff;
const cookies = new Map<string, string>();

beforeAll(async () => {
  bff = await demoBff();
  const emails = new Set(writeRoutes.map((route) => emailOfState(route.example.state)));
  for (const email of emails) if (email) cookies.set(email, (await bff.signIn(email)).cookie);
});
afterAll(() => bff?.close());

describe('bad input on every write route', () => {
  for (const route of writeRoutes) {
    const body = route.body;
    const bodies = isMultipart(body) ? multipartBodies(route, body) : jsonBodies(route);
    it(`${route.name} (${route.method} ${route.path}) refuses ${bodies.length} bad bodies with 4xx and changes nothing`, async () => {
      const email = emailOfState(route.example.state);
      const cookie = email ? cookies.get(email) : undefined;
      const url = fillPath(route.path, route.example.params ?? {});
      const before = await databaseDigest(bff.db);
      for (const bad of bodies) {
        const response = await bff.app.inject({
          method: route.method,
          url,
          headers: { ...PORTAL_HEADERS, 'content-type': bad.contentType, ...(cookie ? { cookie } : {}) },
          payload: bad.payload,
        });
        const answer = `${bad.what}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, answer).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, answer).toBeLessThan(500);
        expect(ApiErrorBody.is(response.json()), answer).toBe(true);
        if (bad.status) expect(response.statusCode, answer).toBe(bad.status);
        if (bad.field) expect(response.json().error.fields, answer).toHaveProperty([bad.field]);
      }
      expect(await databaseDigest(bff.db)).toEqual(before);
    });
  }
});
