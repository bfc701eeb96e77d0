import type { ReactNode } from 'react';
import { useServices } from '../app/ServicesContext.tsx';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import { leadsToWrite, useCustomerView } from '../lib/customer-view.ts';
import { resolveLink } from '../lib/links.ts';
import { publicSiteUrl } from '../lib/public-site.ts';
import { AppLink } from './AppLink.tsx';
import { useLinkStyles } from './link-styles.ts';

/**
 * A link of content, header or footer, routed in-app or out as the specification's rules say.
 * `newTab` opens a page load in a new tab: a link inside a dialog (the rental terms of the contract
 * being signed) must not take the dialog away.
 */
export const SmartLink = ({
  href,
  newTab = false,
  children,
}: {
  href: string;
  newTab?: boolean;
  children: ReactNode;
}) => {
  const { locale } = useLocale();
  const styles = useLinkStyles();
  const { origin } = useServices();
  const link = resolveLink(href, locale, origin ?? window.location.origin, publicSiteUrl());
  // A way to a change (the shop's start too, a page load) is not offered in a support user's view.
  const view = useCustomerView();
  if (view && leadsToWrite(link.kind === 'in-app' ? link.to : link.href)) return null;
  if (link.kind === 'in-app' && !newTab) return <AppLink to={link.to}>{children}</AppLink>;
  const target = link.kind === 'in-app' ? link.to : link.href;
  return (
    <a
      className={styles.link}
      href={target}
      {...(newTab || (link.kind === 'external' && link.newTab)
        ? { target: '_blank', rel: 'noopener noreferrer' }
        : {})}
    >
      {children}
    </a>
  );
};
