import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useServices } from '../app/ServicesContext.tsx';
import { reloadOnceForChunkError } from '../lib/chunk-reload.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { LoadingState } from './LoadingState.tsx';

/**
 * The router's error element: a page chunk that failed to load reloads the page once per session;
 * any other error (or a second chunk failure) shows the error screen.
 */
export const RouteError = () => {
  const error = useRouteError();
  const { browser, reportError } = useServices();
  // Deciding during render is deliberate: the reload replaces the page, nothing else would run.
  const reloading = reloadOnceForChunkError(error, browser);
  // Reported once shown (an effect: a render may run twice), not when the page reloads for it.
  useEffect(() => {
    if (!reloading) reportError?.('render', error);
  }, [reloading, reportError, error]);
  if (reloading) return <LoadingState />;
  console.error(error);
  return <ErrorScreen />;
};
