import { describe, expect, it, vi } from 'vitest';
import { answeringFirstCalls } from './first-page-answers.ts';

const network = () =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ from: 'network' }), { status: 200 }));

const SESSION = {
  url: '/portal/api/bff/auth/session',
  status: 200,
  body: { data: { email: 'kunde@demo.example' } },
};

describe("the portal's fetch with the page's first answers", () => {
  it('answers the first GET of an answered address from the page, and every later one from the BFF', async () => {
    const fetchImpl = network();
    const answering = answeringFirstCalls([SESSION], fetchImpl);
    const first = await answering('/portal/api/bff/auth/session', { method: 'GET' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(SESSION.body);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await (await answering('/portal/api/bff/auth/session', { method: 'GET' })).json()).toEqual({
      from: 'network',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('finds an answer whatever the order of the query parameters', async () => {
    const fetchImpl = network();
    const answering = answeringFirstCalls(
      [{ url: '/portal/api/bff/fleet/cars?page=1&tab=all', status: 200, body: { data: [] } }],
      fetchImpl,
    );
    expect(await (await answering('/portal/api/bff/fleet/cars?tab=all&page=1')).json()).toEqual({ data: [] });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends calls it holds no answer for to the BFF', async () => {
    const fetchImpl = network();
    const answering = answeringFirstCalls([SESSION], fetchImpl);
    await answering('/portal/api/bff/deals', { method: 'GET' });
    expect(fetchImpl).toHaveBeenCalledWith('/portal/api/bff/deals', { method: 'GET' });
  });

  it('drops the answers left once anything is written', async () => {
    const fetchImpl = network();
    const answering = answeringFirstCalls([SESSION], fetchImpl);
    await answering('/portal/api/bff/auth/logout', { method: 'POST' });
    await answering('/portal/api/bff/auth/session', { method: 'GET' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
