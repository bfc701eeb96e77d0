// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createPortalApi } from '../../../http/client/create-portal-api.ts';
import { lastTraceId } from '../../../http/client/trace-context.ts';
import { AppProviders, createQueryClient } from '../app/App.tsx';
import { appRoutes } from '../app/routes.tsx';
import { RouteError } from '../components/RouteError.tsx';
import { PATIENTLY } from '../test/patient-waits.ts';
import { fakeBrowser, scriptedBff } from '../test/render-app.tsx';
import { errorReports, MAX_REPORTS_PER_PAGE, routePatternOf } from './error-reports.ts';
import { reportLazily, reportUncaughtErrors } from './report-errors.ts';

const REPORTS = 'POST /portal/api/bff/client-errors';

/** A reporter over the real typed client and a scripted BFF, as the composition root makes it. */
const reporterOverBff = (
  answer: { status: number; body: unknown } = { status: 202, body: { ok: true } },
  pathname = '/mycars/d-1001',
) => {
  const bff = scriptedBff({ [REPORTS]: answer });
  const api = createPortalApi({
    baseUrl: 'http://portal.test',
    actor: 'b2c-customer-portal',
    fetch: bff.fetch,
  });
  const report = errorReports({
    send: async (body) => {
      await api.reportClientError({ body: body as never });
    },
    routePattern: () => routePatternOf(appRoutes, pathname),
    build: '0.1.0',
  });
  const sent = () => bff.calls.filter((call) => `${call.method} ${call.path}` === REPORTS);
  return { report, sent };
};

const broken = new Error('kaputt');
const Broken = (): never => {
  throw broken;
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const until = async (condition: () => boolean) => {
  await vi.waitFor(() => expect(condition()).toBe(true), PATIENTLY);
};

describe('the error reports of a page', () => {
  it('send the route pattern, never the address with its ids, through the typed client', async () => {
    const { report, sent } = reporterOverBff();
    report('render', new TypeError("Cannot read properties of undefined (reading 'car')"));
    await until(() => sent().length === 1);
    expect(sent()[0]?.body).toEqual({
      kind: 'render',
      message: "TypeError: Cannot read properties of undefined (reading 'car')",
      route: '/mycars/:dealId',
      build: '0.1.0',
    });
  });

  it("name the trace of the page's last call, taken before the report's own call starts another", async () => {
    const bff = scriptedBff({ [REPORTS]: { status: 202, body: { ok: true } } });
    const api = createPortalApi({
      baseUrl: 'http://portal.test',
      actor: 'b2c-customer-portal',
      fetch: bff.fetch,
    });
    const report = errorReports({
      send: async (body) => {
        await api.reportClientError({ body: body as never });
      },
      routePattern: () => '/mycars',
      build: '0.1.0',
      traceId: lastTraceId,
    });
    await api.reportClientError({
      body: { kind: 'error', message: 'earlier', route: '/mycars', build: '0.1.0' } as never,
    });
    const earlier = lastTraceId();
    report('error', new Error('kaputt'));
    await until(() => bff.calls.length === 2);
    expect(earlier).toMatch(/^[0-9a-f]{32}$/);
    expect(bff.calls[1]?.body).toMatchObject({ traceId: earlier });
    expect(lastTraceId()).not.toBe(earlier);
  });

  it('send at most a few per page load, each message once', async () => {
    const { report, sent } = reporterOverBff();
    for (let i = 0; i < 10; i++) report('error', new Error('immer dasselbe'));
    for (let i = 0; i < 10; i++) report('unhandled-rejection', `Fehler ${i}`);
    await until(() => sent().length === MAX_REPORTS_PER_PAGE);
    await settled();
    expect(sent().map((call) => (call.body as { message: string }).message)).toEqual([
      'Error: immer dasselbe',
      'Fehler 0',
      'Fehler 1',
    ]);
  });

  it('cut a long message to what the contract takes', async () => {
    const { report, sent } = reporterOverBff();
    report('error', 'x'.repeat(5_000));
    await until(() => sent().length === 1);
    expect((sent()[0]?.body as { message?: string } | undefined)?.message).toHaveLength(500);
  });

  it('never throw, whether sending fails at once, later or is refused', async () => {
    const throwing = errorReports({
      send: () => {
        throw new Error('kein Netz');
      },
      routePattern: () => '/',
      build: 'b',
    });
    expect(() => throwing('error', new Error('a'))).not.toThrow();
    const rejecting = errorReports({
      send: () => Promise.reject(new Error('kein Netz')),
      routePattern: () => '/',
      build: 'b',
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    rejecting('error', new Error('b'));
    await settled();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    const { report, sent } = reporterOverBff({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Zu viele.' } },
    });
    expect(() => report('error', new Error('c'))).not.toThrow();
    await until(() => sent().length === 1);
  });

  it('name the patterns of nested and unknown addresses', () => {
    expect(routePatternOf(appRoutes, '/mycars/d-1001/report-damage')).toBe('/mycars/:dealId/report-damage');
    expect(routePatternOf(appRoutes, '/mycars')).toBe('/mycars');
    expect(routePatternOf([], '/anything/42')).toBe('/');
  });

  it('load the reporter with the first error only, and drop reports when it cannot be loaded', async () => {
    const report = vi.fn();
    const load = vi.fn(async () => report);
    const lazy = reportLazily(load);
    expect(load).not.toHaveBeenCalled();
    lazy('error', 'eins');
    lazy('render', 'zwei');
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(2), PATIENTLY);
    expect(load).toHaveBeenCalledTimes(1);
    expect(report.mock.calls).toEqual([
      ['error', 'eins'],
      ['render', 'zwei'],
    ]);
    const offline = reportLazily(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(() => offline('error', 'drei')).not.toThrow();
    await settled();
  });

  it("report the window's uncaught errors and unhandled rejections", () => {
    const report = vi.fn();
    reportUncaughtErrors(window, report);
    const error = new Error('nicht gefangen');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    const reason = new Error('nicht behandelt');
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = reason;
    window.dispatchEvent(rejection);
    expect(report).toHaveBeenCalledWith('error', error);
    expect(report).toHaveBeenCalledWith('unhandled-rejection', reason);
  });

  it("report a page's render error once, as the error screen shows", async () => {
    const reportError = vi.fn();
    const api = createPortalApi({ baseUrl: 'http://portal.test', actor: 'b2c-customer-portal', fetch });
    const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, Component: Broken }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders
        services={{
          api: { consumer: api, business: api },
          clock: { now: () => new Date() },
          browser: fakeBrowser(),
          reportError,
        }}
        queryClient={createQueryClient()}
      >
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Etwas ist schief gelaufen.');
    expect(reportError).toHaveBeenCalledWith('render', broken);
    expect(new Set(reportError.mock.calls.map(([, error]) => error))).toEqual(new Set([broken]));
  });
});
