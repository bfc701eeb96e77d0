// A type import only: the route's codecs load with its first call (contracts/route-loaders.ts).
import type { ClientErrorReport } from '../../../../contracts/routes/client-errors.ts';

/**
 * What the first page carries of the error reports (docs/operations.md "Client errors"): the
 * window's listeners and a reporter that loads the rest (lib/error-reports.ts) with the first
 * error, so a page without errors never loads it.
 */
export type ErrorKind = ClientErrorReport['kind'];
export type ReportError = (kind: ErrorKind, error: unknown) => void;

/** A reporter made by `load` when the first error comes; one that cannot be loaded drops its reports. */
export const reportLazily = (load: () => Promise<ReportError>): ReportError => {
  let reporter: Promise<ReportError> | undefined;
  return (kind, error) => {
    reporter ??= load().catch(() => () => {});
    void reporter.then((report) => report(kind, error));
  };
};

/** Uncaught errors and unhandled rejections of the window, reported. */
export const reportUncaughtErrors = (window: Window, report: ReportError | undefined): void => {
  if (!report) return;
  window.addEventListener('error', (event) => report('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => report('unhandled-rejection', event.reason));
};
