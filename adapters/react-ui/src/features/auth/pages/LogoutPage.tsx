import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../../../app/ServicesContext.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import { localiseHref } from '../../../lib/links.ts';
import { clearSessionFlags } from '../../../lib/session-flags.ts';

/**
 * Consumer spec §2: after logout from my account, contact details, change password, driver
 * management, add driver, company details or my cars, the user is hard-redirected to
 * /portal/de-DE/mycars (in their locale), which asks them to sign in again.
 */
const HARD_REDIRECT_FROM = /^\/(mycars|myaccount)(\/|$)/;

export const logoutTarget = (from: string | undefined, locale: Locale): string =>
  from && HARD_REDIRECT_FROM.test(from) ? localiseHref('/portal/de-DE/mycars', locale) : '/';

export const LogoutPage = () => {
  const { api, browser } = useServices();
  const queryClient = useQueryClient();
  const { locale } = useLocale();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void api.consumer.logout().then(() => {
      // Whatever the server answered, this browser forgets the session (consumer spec §6).
      clearSessionFlags(browser.sessionStorage, browser.localStorage);
      queryClient.clear();
      browser.assign(logoutTarget(from, locale));
    });
  }, [api, browser, queryClient, from, locale]);
  return <LoadingState label="auth.logout.progress" />;
};
