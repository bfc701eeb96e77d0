import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import { isLocale } from '../i18n/locales.ts';
import { withoutPortalPrefix } from '../lib/links.ts';

/**
 * /portal/{locale}/… (the address the portal is reached by after logout, consumer spec §2) shows
 * the app's own route in that locale.
 */
export const PortalPrefixRedirect = () => {
  const { locale } = useParams();
  const location = useLocation();
  const { locale: current, setLocale } = useLocale();
  const wanted = isLocale(locale) ? locale : current;
  useEffect(() => {
    if (wanted !== current) setLocale(wanted);
  }, [wanted, current, setLocale]);
  return (
    <Navigate to={`${withoutPortalPrefix(location.pathname)}${location.search}${location.hash}`} replace />
  );
};
