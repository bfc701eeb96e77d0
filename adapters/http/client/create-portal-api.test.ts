import * as t from 'io-ts';
import { errAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { defineRoute, NoBody, NoQuery } from '../../../contracts/route.ts';
import { createPortalApi } from './create-portal-api.ts';
import { firstSuccess } from './first-success.ts';
import { lastTraceId } from './trace-context.ts';
import type { UploadTransport } from './upload.ts';

type Answer = { status: number; body?: unknown; headers?: Record<string, string>; raw?: string };

/** A fetch that records every request and answers from a script, so tests see what went over the wire. */
const scriptedFetch = (answer: (url: string, init: RequestInit) => Answer | Promise<Answer>) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    if (init.signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    const a = await answer(url, init);
    const text = a.raw ?? (a.body === undefined ? '' : JSON.stringify(a.body));
    return new Response(text, {
      status: a.status,
      headers: { 'content-type': 'application/json', ...(a.headers ?? {}) },
    });
  }) as typeof fetch;
  return { fetchImpl, calls };
};

const deal = { id: 'd-1001', state: 'ACTIVE' };

const apiWith = (
  answer: Parameters<typeof scriptedFetch>[0],
  extra: Partial<Parameters<typeof createPortalApi>[0]> = {},
) => {
  const { fetchImpl, calls } = scriptedFetch(answer);
  const api = createPortalApi({
    baseUrl: 'http://bff.test',
    actor: 'b2c-customer-portal',
    sessionId: 'tab-42',
    fetch: fetchImpl,
    retryDelayMs: 0,
    ...extra,
  });
  return { api, calls };
};

describe('the typed BFF client', () => {
  it('sends the actor and tab session headers and the session cookie with every call', async () => {
    const { api, calls } = apiWith(() => ({ status: 200, body: { data: [deal] } }));
    await api.getDeals();
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['X-Portal-Actor']).toBe('b2c-customer-portal');
    expect(headers['X-Portal-Session']).toBe('tab-42');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('starts a trace with every request it sends, and remembers the last for an error report', async () => {
    const { api, calls } = apiWith(() => ({ status: 200, body: { data: [deal] } }));
    await api.getDeals();
    await api.getDeals({ query: { refreshId: 'again' } });
    const traceparents = calls.map((call) => (call.init.headers as Record<string, string>).traceparent ?? '');
    expect(traceparents).toHaveLength(2);
    for (const traceparent of traceparents) expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const [first, second] = traceparents.map((traceparent) => traceparent.split('-'));
    expect(first?.[1]).not.toBe(second?.[1]);
    expect(first?.[2]).not.toBe(second?.[2]);
    expect(lastTraceId()).toBe(second?.[1]);
  });

  it('fills path parameters, URL-encoded, and sends the query', async () => {
    const { api, calls } = apiWith(() => ({ status: 200, body: { data: [] } }));
    await api.getDeals({ query: { refreshId: 'a b' } });
    expect(calls[0]?.url).toBe('http://bff.test/portal/api/bff/deals?refreshId=a+b');
    const details = apiWith(() => ({ status: 200, body: { data: deal } }));
    await details.api.getDealDetails({ params: { id: 'd/1001' } });
    expect(details.calls[0]?.url).toBe('http://bff.test/portal/api/bff/deals/d%2F1001');
  });

  it('answers the decoded body on a status below 400', async () => {
    const { api } = apiWith(() => ({ status: 200, body: { data: deal } }));
    const result = await api.getDealDetails({ params: { id: 'd-1001' } });
    expect(result._unsafeUnwrap()).toEqual({ data: deal });
  });

  it('passes the HTTP status and the error body on for a failed deal fetch', async () => {
    const { api } = apiWith(() => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'Vertrag nicht gefunden.' } },
    }));
    const result = await api.getDealDetails({ params: { id: 'd-9' } });
    expect(result._unsafeUnwrapErr()).toEqual({
      kind: 'http',
      status: 404,
      code: 'not_found',
      message: 'Vertrag nicht gefunden.',
    });
  });

  it('keeps field errors of a 400 answer', async () => {
    const { api } = apiWith(() => ({
      status: 400,
      body: {
        error: { code: 'bad_request', message: 'Ungültige Eingabe', fields: { 'body.email': 'required' } },
      },
    }));
    const result = await api.login({ body: { email: '', password: 'x' } });
    expect(result._unsafeUnwrapErr()).toMatchObject({ status: 400, fields: { 'body.email': 'required' } });
  });

  it('reports an answer that does not match its codec as a decode error, never as data', async () => {
    const { api } = apiWith(() => ({ status: 200, body: { data: { id: 'd-1', state: 'FLYING' } } }));
    const result = await api.getDealDetails({ params: { id: 'd-1' } });
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'decode', route: 'getDealDetails' });
  });

  it('reports a body that is no JSON as a decode error', async () => {
    const { api } = apiWith(() => ({ status: 200, raw: '<html>' }));
    expect((await api.getDeals())._unsafeUnwrapErr()).toMatchObject({ kind: 'decode' });
  });

  it('reports a network failure as such', async () => {
    const { api } = apiWith(() => {
      throw new TypeError('connection refused');
    });
    expect((await api.getSession())._unsafeUnwrapErr()).toEqual({
      kind: 'network',
      message: 'connection refused',
    });
  });

  it('answers a missing path parameter as a request error without calling', async () => {
    const { api, calls } = apiWith(() => ({ status: 200, body: { data: deal } }));
    const result = await api.getDealDetails({ params: { id: '' } });
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'request' });
    expect(calls).toHaveLength(0);
  });
});

describe('deduplication and caching', () => {
  it('shares one request for identical deal-list calls within 5 minutes, then asks again', async () => {
    let now = 0;
    const { api, calls } = apiWith(() => ({ status: 200, body: { data: [deal] } }), { now: () => now });
    await Promise.all([api.getDeals(), api.getDeals()]);
    await api.getDeals();
    expect(calls).toHaveLength(1);
    now = 5 * 60_000 + 1;
    await api.getDeals();
    expect(calls).toHaveLength(2);
  });

  it('keeps calls with other parameters apart', async () => {
    const { api, calls } = apiWith(() => ({ status: 200, body: { data: deal } }));
    await api.getDealDetails({ params: { id: 'd-1' } });
    await api.getDealDetails({ params: { id: 'd-2' } });
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failure: the next call asks again', async () => {
    let status = 500;
    const { api, calls } = apiWith(() => ({ status, body: { data: [deal] } }));
    await api.getDeals();
    status = 200;
    expect((await api.getDeals()).isOk()).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('forgets a route’s answers when invalidated', async () => {
    const { api, calls } = apiWith(() => ({ status: 200, body: { data: [deal] } }));
    await api.getDeals();
    api.invalidate('getDeals');
    await api.getDeals();
    expect(calls).toHaveLength(2);
  });

  it('does not cache calls whose route does not ask for it', async () => {
    const { api, calls } = apiWith(() => ({
      status: 200,
      body: { data: { email: 'a@b.example', name: 'A', kind: 'consumer' } },
    }));
    await api.getSession();
    await api.getSession();
    expect(calls).toHaveLength(2);
  });
});

describe('retries', () => {
  const flaky = {
    getLink: defineRoute({
      name: 'getLink',
      method: 'GET',
      path: '/portal/api/bff/referral_link/{email}',
      params: t.type({ email: t.string }),
      query: NoQuery,
      body: NoBody,
      response: t.type({ link: t.string }),
      errors: [],
      access: 'signed-in',
      client: { retries: 1 },
      summary: 'a route with one retry',
      origin: 'designed',
      area: 'test',
      example: { state: 'any', params: { email: 'a@b.example' }, response: { link: 'x' } },
    }),
  };

  it('retries once after a 5xx answer when the route allows one retry', async () => {
    let attempts = 0;
    const { fetchImpl } = scriptedFetch(() => {
      attempts++;
      return attempts === 1
        ? { status: 502 }
        : { status: 200, body: { link: 'https://example.test/invite' } };
    });
    const api = createPortalApi(
      { baseUrl: '', actor: 'b2c-customer-portal', fetch: fetchImpl, retryDelayMs: 0 },
      flaky,
    );
    expect((await api.getLink({ params: { email: 'kunde@demo.example' } }))._unsafeUnwrap()).toEqual({
      link: 'https://example.test/invite',
    });
    expect(attempts).toBe(2);
  });

  it('does not retry a 4xx answer', async () => {
    let attempts = 0;
    const { fetchImpl } = scriptedFetch(() => {
      attempts++;
      return { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
    });
    const api = createPortalApi(
      { baseUrl: '', actor: 'b2c-customer-portal', fetch: fetchImpl, retryDelayMs: 0 },
      flaky,
    );
    await api.getLink({ params: { email: 'kunde@demo.example' } });
    expect(attempts).toBe(1);
  });

  it('does not retry the deals list (no retries, as specified)', async () => {
    const { api, calls } = apiWith(() => ({
      status: 503,
      body: { error: { code: 'general_error', message: 'x' } },
    }));
    await api.getDeals();
    expect(calls).toHaveLength(1);
  });
});

describe('racing alternative paths', () => {
  const raced = {
    getCar: defineRoute({
      name: 'getCar',
      method: 'GET',
      path: '/portal/api/bff/cars/{id}',
      alternativePaths: ['/portal/api/bff/active-fleet/cars/{id}'],
      params: t.type({ id: t.string }),
      query: NoQuery,
      body: NoBody,
      response: t.type({ data: t.type({ id: t.string }) }),
      errors: [],
      access: 'signed-in',
      summary: 'a route with an alternative path',
      origin: 'designed',
      area: 'test',
      example: { state: 'any', params: { id: 'c-1' }, response: { data: { id: 'c-1' } } },
    }),
  };
  const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('asks every path and answers the first success', async () => {
    const { fetchImpl, calls } = scriptedFetch(async (url) => {
      if (url.includes('active-fleet')) return { status: 200, body: { data: { id: 'from-fleet' } } };
      await delay(30);
      return { status: 200, body: { data: { id: 'from-cars' } } };
    });
    const api = createPortalApi({ baseUrl: '', actor: 'b2b-portal', fetch: fetchImpl }, raced);
    expect((await api.getCar({ params: { id: 'c-1' } }))._unsafeUnwrap()).toEqual({
      data: { id: 'from-fleet' },
    });
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/portal/api/bff/active-fleet/cars/c-1',
      '/portal/api/bff/cars/c-1',
    ]);
    expect(calls.find((c) => c.url === '/portal/api/bff/cars/c-1')?.init.signal?.aborted).toBe(true);
  });

  it('waits past a failing path for a later success', async () => {
    const { fetchImpl } = scriptedFetch(async (url) => {
      if (url.includes('active-fleet'))
        return { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
      await delay(10);
      return { status: 200, body: { data: { id: 'from-cars' } } };
    });
    const api = createPortalApi({ baseUrl: '', actor: 'b2b-portal', fetch: fetchImpl }, raced);
    expect((await api.getCar({ params: { id: 'c-1' } }))._unsafeUnwrap()).toEqual({
      data: { id: 'from-cars' },
    });
  });

  it('answers the first attempt’s error when every attempt fails', async () => {
    const result = await firstSuccess([() => errAsync('first'), () => errAsync('second')]);
    expect(result._unsafeUnwrapErr()).toBe('first');
  });

  it('keeps the result of the first success even when a slower one also succeeds', async () => {
    const later = (value: string, ms: number) => (): ResultAsync<string, string> =>
      ResultAsync.fromSafePromise(delay(ms).then(() => value));
    const result = await firstSuccess([later('slow', 20), later('fast', 0)]);
    expect(result._unsafeUnwrap()).toBe('fast');
  });
});

describe('uploads', () => {
  const upload = {
    uploadImage: defineRoute({
      name: 'uploadImage',
      method: 'POST',
      path: '/portal/api/bff/active-fleet/damage-reports/images',
      params: t.type({}),
      query: NoQuery,
      body: {
        kind: 'multipart',
        fields: t.type({ subscription_id: t.string, timestamp: t.string }),
        files: [{ name: 'file', maxBytes: 6_291_456, extensions: ['jpg'] }],
      },
      response: t.type({ path: t.type({ location: t.string }) }),
      errors: ['upload_too_large'],
      access: 'consumer',
      summary: 'a multipart route',
      origin: 'specification',
      area: 'test',
      example: { state: 'any', response: { path: { location: 'x' } } },
    }),
  };

  it('sends the fields and files as multipart and reports progress from 0 to 100', async () => {
    const seen: FormData[] = [];
    const transport: UploadTransport = async (request) => {
      seen.push(request.body);
      request.onProgress?.(0);
      request.onProgress?.(40);
      request.onProgress?.(100);
      return {
        status: 200,
        text: JSON.stringify({ path: { location: 'uploads/d-1001/1.jpg' } }),
        contentType: 'application/json',
      };
    };
    const api = createPortalApi({ baseUrl: '', actor: 'b2c-customer-portal', upload: transport }, upload);
    const progress: number[] = [];
    const result = await api.uploadImage(
      { fields: { subscription_id: 'd-1001', timestamp: '1764000000' }, files: { file: new Blob(['jpg']) } },
      { onProgress: (p) => progress.push(p) },
    );
    expect(result._unsafeUnwrap()).toEqual({ path: { location: 'uploads/d-1001/1.jpg' } });
    expect(progress).toEqual([0, 40, 100]);
    expect(seen[0]?.get('subscription_id')).toBe('d-1001');
    expect(seen[0]?.get('file')).toBeInstanceOf(Blob);
  });

  it('can be aborted', async () => {
    const transport: UploadTransport = (request) =>
      new Promise((_, reject) => {
        request.signal?.addEventListener('abort', () =>
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
        );
      });
    const api = createPortalApi({ baseUrl: '', actor: 'b2c-customer-portal', upload: transport }, upload);
    const controller = new AbortController();
    const pending = api.uploadImage(
      { fields: { subscription_id: 'd-1001', timestamp: '1' }, files: { file: new Blob(['x']) } },
      { signal: controller.signal },
    );
    controller.abort();
    expect((await pending)._unsafeUnwrapErr()).toEqual({ kind: 'aborted' });
  });

  it('uploads through fetch where no XMLHttpRequest exists, from 0 to 100', async () => {
    const { fetchImpl, calls } = scriptedFetch(() => ({
      status: 200,
      body: { path: { location: 'u/1.jpg' } },
    }));
    const api = createPortalApi({ baseUrl: '', actor: 'b2c-customer-portal', fetch: fetchImpl }, upload);
    const progress: number[] = [];
    await api.uploadImage(
      { fields: { subscription_id: 'd-1001', timestamp: '1' }, files: { file: new Blob(['x']) } },
      { onProgress: (p) => progress.push(p) },
    );
    expect(progress).toEqual([0, 100]);
    expect(calls[0]?.init.body).toBeInstanceOf(FormData);
  });
});
