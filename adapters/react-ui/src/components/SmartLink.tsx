import type { ReactNode } from 'react';
import { useServices } from '../app/ServicesContext.tsx';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import { leadsToWrite, useCustomerView } from '../lib/customer-view.ts';
import { resolveLink } from '../lib/links.ts';
import { AppLink } from './AppLink.tsx';
import { useLinkStyles } from './link-styles.ts';

/** A link of content, header or footer, routed in-app or out as the specification's rules say. */
export const SmartLink = ({ href, children }: { href: string; children: ReactNode }) => {
  const { locale } = useLocale();
  const styles = useLinkStyles();
  const { origin } = useServices();
  const link = resolveLink(href, locale, origin ?? window.location.origin);
  // A way to a change (the shop's start too, a page load) is not offered in a support user's view.
  const view = useCustomerView();
  if (view && leadsToWrite(link.kind === 'in-app' ? link.to : link.href)) return null;
  if (link.kind === 'in-app') return <AppLink to={link.to}>{children}</AppLink>;
  return (
    <a
      className={styles.link}
      href={link.href}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
};
