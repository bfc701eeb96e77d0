/**
 * The portal's error reports sent at once: the per-address allowance holds for a burst exactly as
 * for reports one after another (the bucket is taken in one synchronous step), every report let
 * through is counted once, and other addresses are not held back by a busy one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMIT } from '../../adapters/http/server/client-error-limit.ts';
import { type DemoBff, demoBff } from '../support/demo-bff.ts';
import { BURST, DATABASES, expectNoServerError, inParallel, statusCounts } from './support/parallel.ts';

const REPORT = '/portal/api/bff/client-errors';
const report = {
  kind: 'unhandled-rejection',
  message: 'Failed to fetch',
  route: '/cars/:tab',
  build: '0.1.0',
};

const counted = async (demo: DemoBff) => {
  const text = (await demo.app.inject({ method: 'GET', url: '/metrics' })).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith('portal_client_errors_total{kind="unhandled-rejection"}'));
  return Number(line?.split(' ')[1] ?? 0);
};

describe.each(DATABASES)('on %s', (database) => {
  let bff: DemoBff | undefined;
  afterEach(async () => {
    await bff?.close();
    bff = undefined;
  });

  it('lets exactly the burst through from one address and counts each report once', async () => {
    bff = await demoBff({ database, trustProxy: true });
    const demo = bff;
    const responses = await inParallel(BURST, () =>
      demo.anonymous.post(REPORT, { payload: report, headers: { 'x-forwarded-for': '198.51.100.20' } }),
    );
    expectNoServerError(responses);
    expect(statusCounts(responses)).toEqual({
      202: CLIENT_ERROR_LIMIT.burst,
      429: BURST - CLIENT_ERROR_LIMIT.burst,
    });
    for (const refused of responses.filter((response) => response.statusCode === 429))
      expect(refused.json().error.code).toBe('rate_limited');
    expect(await counted(demo)).toBe(CLIENT_ERROR_LIMIT.burst);
  });

  it('answers every address of a burst from many addresses', async () => {
    bff = await demoBff({ database, trustProxy: true });
    const demo = bff;
    const responses = await inParallel(BURST, (index) =>
      demo.anonymous.post(REPORT, {
        payload: report,
        headers: { 'x-forwarded-for': `198.51.100.${index + 1}` },
      }),
    );
    expect(statusCounts(responses)).toEqual({ 202: BURST });
    expect(await counted(demo)).toBe(BURST);
  });
});
