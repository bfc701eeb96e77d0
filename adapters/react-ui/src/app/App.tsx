import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../components/AppErrorBoundary.tsx';
import { ErrorScreen } from '../components/ErrorScreen.tsx';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { isHttpStatus } from '../lib/query.ts';
import { SESSION_KEY } from '../lib/session.ts';
import { ServicesProvider } from './ServicesContext.tsx';
import type { PortalServices } from './services.ts';

export const createQueryClient = (): QueryClient => {
  const client: QueryClient = new QueryClient({
    // A session that ended on the server (expired, revoked) makes every call answer 401: the
    // portal then knows nobody is signed in, and session pages open the login dialog over themselves.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== SESSION_KEY[0] && isHttpStatus(error, 401))
          client.setQueryData(SESSION_KEY, null);
      },
    }),
    defaultOptions: {
      // Retries are the typed client's business (route policies); a failed read shows its error.
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });
  return client;
};

/** Theme, services, server state and messages around the router (or a test's memory router). */
export const AppProviders = ({
  services,
  queryClient,
  children,
}: {
  services: PortalServices;
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <ServicesProvider services={services}>
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <FluentProvider theme={webLightTheme}>
          <AppErrorBoundary
            fallback={<ErrorScreen />}
            onError={(error) => services.reportError?.('render', error)}
          >
            {children}
          </AppErrorBoundary>
        </FluentProvider>
      </LocaleProvider>
    </QueryClientProvider>
  </ServicesProvider>
);
