import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../components/AppErrorBoundary.tsx';
import { ErrorScreen } from '../components/ErrorScreen.tsx';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { ServicesProvider } from './ServicesContext.tsx';
import type { PortalServices } from './services.ts';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // Retries are the typed client's business (route policies); a failed read shows its error.
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });

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
          <AppErrorBoundary fallback={<ErrorScreen />}>{children}</AppErrorBoundary>
        </FluentProvider>
      </LocaleProvider>
    </QueryClientProvider>
  </ServicesProvider>
);
