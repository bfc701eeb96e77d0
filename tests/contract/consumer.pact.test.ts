/**
 * The Pact consumer contract of the portal: every route of contracts/route-table.ts, its example and
 * its main error answers, driven through the real typed client against the Pact mock server. Writes
 * contracts/pacts/portal-ui-portal-bff.json, which the BFF verifies (provider.verify.test.ts) and which
 * `portal verify-pact` replays against any BFF.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { MatchersV3, PactV4, SpecificationVersion } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types.js';
import { isRight } from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPortalApi,
  multipartFormOf,
  type PortalActor,
} from '../../adapters/http/client/create-portal-api.ts';
import { shapeOf } from '../../contracts/codec-shape.ts';
import { EXAMPLES_NOW } from '../../contracts/provider-states.ts';
import { type AnyRoute, fillPath, isBinary, isMultipart, type RouteExample } from '../../contracts/route.ts';
import { ROUTE_LIST } from '../../contracts/route-table.ts';
import { PACT_DIR, PACT_FILE } from './pact-files.ts';
import { asGenerated, matchersFor } from './pact-matchers.ts';

const pact = new PactV4({
  consumer: 'portal-ui',
  provider: 'portal-bff',
  dir: PACT_DIR,
  spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
  logLevel: 'error',
});

const actorOf = (route: AnyRoute): PortalActor =>
  route.access.startsWith('business') ? 'b2b-portal' : 'b2c-customer-portal';

const queryOf = (
  route: AnyRoute,
  example: Omit<RouteExample, 'response'>,
): Record<string, string> | undefined => {
  if (example.query === undefined) return undefined;
  const encoded = route.query.encode(example.query) as Record<string, unknown>;
  const entries = Object.entries(encoded).filter(([, value]) => value !== undefined && value !== null);
  return entries.length ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
};

/**
 * A file's bytes: the first bytes of its format (the BFF tells a file's type from its content,
 * whatever its name), so that a GIF or a PDF where a photo belongs is refused by a real BFF too.
 */
const SAMPLE_BYTES: Readonly<Record<string, Uint8Array<ArrayBuffer>>> = {
  'image/jpeg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  'image/gif': new TextEncoder().encode('GIF89a'),
  'application/pdf': new TextEncoder().encode('%PDF-1.4\n'),
};
const bytesOf = (contentType: string): Uint8Array<ArrayBuffer> => {
  const bytes = SAMPLE_BYTES[contentType];
  if (!bytes) throw new Error(`no sample bytes for ${contentType}: add them to SAMPLE_BYTES`);
  return bytes;
};

const inputOf = (example: Omit<RouteExample, 'response'>, route: AnyRoute) => ({
  ...(example.params ? { params: example.params } : {}),
  ...(example.query !== undefined ? { query: example.query } : {}),
  ...(isMultipart(route.body)
    ? {
        fields: (example.body ?? {}) as Record<string, unknown>,
        files: Object.fromEntries(
          (example.files ?? []).map((file) => [
            file.field,
            new File([bytesOf(file.contentType)], file.filename, { type: file.contentType }),
          ]),
        ),
      }
    : example.body !== undefined
      ? { body: example.body }
      : {}),
});

/** A fixed boundary, so that the written pact is the same on every run. */
const PACT_BOUNDARY = 'portal-pact-boundary';

type RecordedMultipart = {
  readonly contentType: string;
  readonly bytes: Buffer;
  readonly parts: readonly string[];
};

/**
 * The bytes the client sends for a multipart call, recorded in the pact so that a verifier replays
 * them (Pact records no body for a FormData it did not build itself). Serialised by the platform's
 * Request, as fetch does, with its random boundary replaced by a fixed one.
 */
const multipartOf = async (
  route: AnyRoute,
  example: Omit<RouteExample, 'response'>,
): Promise<RecordedMultipart | undefined> => {
  if (!isMultipart(route.body)) return undefined;
  const form = multipartFormOf(route, inputOf(example, route) as Parameters<typeof multipartFormOf>[1]);
  const request = new Request('http://portal.invalid/', { method: 'POST', body: form });
  const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error(`${route.name}: a multipart body without a boundary`);
  const text = Buffer.from(await request.arrayBuffer()).toString('latin1');
  return {
    contentType: `multipart/form-data; boundary=${PACT_BOUNDARY}`,
    bytes: Buffer.from(text.replaceAll(boundary, PACT_BOUNDARY), 'latin1'),
    parts: [...new Set(form.keys())],
  };
};

type MatchingRulesSink = { readonly withRequestMatchingRules: (rules: string) => void };

const requestBuilder =
  (route: AnyRoute, example: Omit<RouteExample, 'response'>, multipart?: RecordedMultipart) =>
  (builder: V4RequestBuilder) => {
    const actor = actorOf(route);
    const headers: Record<string, string | MatchersV3.Matcher<string>> = {
      'X-Portal-Actor': MatchersV3.regex('^(b2b-portal|b2c-customer-portal)$', actor),
    };
    if (multipart)
      headers['Content-Type'] = MatchersV3.regex('^multipart/form-data.*', multipart.contentType);
    else if (example.body !== undefined)
      headers['Content-Type'] = MatchersV3.regex('^application/json.*', 'application/json');
    builder.headers(headers);
    const query = queryOf(route, example);
    if (query) builder.query(query);
    if (multipart) {
      builder.body(multipart.contentType, multipart.bytes);
      // A binary body is held to its content type at `$`, which multipart matching applies to every
      // part (a text field is no multipart/form-data): each part is held to its own value instead.
      (builder as unknown as { interaction: MatchingRulesSink }).interaction.withRequestMatchingRules(
        JSON.stringify({
          body: Object.fromEntries(
            multipart.parts.map((name) => [
              `$.${name}`,
              { combine: 'AND', matchers: [{ match: 'equality' }] },
            ]),
          ),
        }),
      );
    } else if (!isMultipart(route.body) && example.body !== undefined) {
      builder.jsonBody(matchersFor(shapeOf(route.body), route.body.encode(example.body)));
    }
  };

/**
 * Every state is given the moment the examples are written at: a verifier posts it with the state
 * (`params.now`), and the BFF's clock reads it, so that the contract's dates hold on any day.
 */
const AT_EXAMPLES_NOW = { now: EXAMPLES_NOW };

const callThroughClient = (route: AnyRoute, baseUrl: string, example: Omit<RouteExample, 'response'>) => {
  const api = createPortalApi({ baseUrl, actor: actorOf(route), retryDelayMs: 0 }) as unknown as Record<
    string,
    (
      input: unknown,
    ) => Promise<{ isOk: () => boolean; isErr: () => boolean; value?: unknown; error?: unknown }>
  >;
  const call = api[route.name];
  if (!call) throw new Error(`the client has no function ${route.name}`);
  return call(inputOf(example, route));
};

beforeAll(() => {
  rmSync(PACT_FILE, { force: true });
});

describe.each(ROUTE_LIST.map((route) => [route.name, route] as const))('%s', (_name, route: AnyRoute) => {
  it(`answers its example (${route.method} ${route.path})`, async () => {
    const { example } = route;
    const status = example.status ?? 200;
    const multipart = await multipartOf(route, example);
    await pact
      .addInteraction()
      .given(example.state, AT_EXAMPLES_NOW)
      .uponReceiving(`${route.name}: ${example.state}`)
      .withRequest(
        route.method,
        fillPath(route.path, example.params ?? {}),
        requestBuilder(route, example, multipart),
      )
      .willRespondWith(status, (builder) => {
        if (isBinary(route.response)) {
          const contentType = String(example.response);
          builder.headers({ 'Content-Type': contentType });
          // Pact tells a binary body's type from its content; text has no such mark (a CSV reads as
          // text/plain), so a text download is held to its Content-Type header alone.
          if (!contentType.startsWith('text/')) builder.body(contentType, Buffer.from('%PDF-1.4 example'));
        } else if (example.response !== undefined) {
          builder.jsonBody(matchersFor(shapeOf(route.response), example.response));
        }
      })
      .executeTest(async (mockServer) => {
        const result = await callThroughClient(route, mockServer.url, example);
        if (result.isErr()) throw new Error(`${route.name} failed: ${JSON.stringify(result.error)}`);
        if (!isBinary(route.response)) {
          const decoded = route.response.decode(asGenerated(shapeOf(route.response), example.response));
          expect(isRight(decoded)).toBe(true);
          expect(result.value).toEqual(isRight(decoded) && decoded.right);
        }
      });
  });

  for (const error of route.errorExamples ?? []) {
    it(`answers ${error.status} ${error.code} (${error.state})`, async () => {
      // The client sends the example's fields and files where the error example names none.
      const multipart = await multipartOf(route, { ...route.example, ...error });
      await pact
        .addInteraction()
        .given(error.state, AT_EXAMPLES_NOW)
        .uponReceiving(`${route.name} answers ${error.code}: ${error.state}`)
        .withRequest(
          route.method,
          fillPath(route.path, error.params ?? route.example.params ?? {}),
          requestBuilder(route, error, multipart),
        )
        .willRespondWith(error.status, (builder) => {
          builder.jsonBody({
            error: { code: error.code, message: MatchersV3.string('Eine verständliche Meldung.') },
          });
        })
        .executeTest(async (mockServer) => {
          const result = await callThroughClient(route, mockServer.url, { ...route.example, ...error });
          expect(result.isErr()).toBe(true);
          expect(result.error).toMatchObject({ kind: 'http', status: error.status, code: error.code });
        });
    });
  }
});

afterAll(() => {
  // Every route of the table has at least one interaction in the written pact: a
  // provider that verifies the file then answers every call the portal makes.
  if (!existsSync(PACT_FILE)) throw new Error(`no pact written at ${PACT_FILE}`);
  const written = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as { interactions: { description: string }[] };
  const described = new Set(written.interactions.map((interaction) => interaction.description.split(':')[0]));
  const missing = ROUTE_LIST.filter(
    (route) =>
      !described.has(route.name) && ![...described].some((d) => d?.startsWith(`${route.name} answers`)),
  );
  if (missing.length)
    throw new Error(`routes without an interaction in the pact: ${missing.map((r) => r.name).join(', ')}`);
});
