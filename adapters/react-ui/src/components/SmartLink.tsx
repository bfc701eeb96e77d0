import { Link as FluentLink } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import { resolveLink } from '../lib/links.ts';
import { AppLink } from './AppLink.tsx';

/** A link of content, header or footer, routed in-app or out as the specification's rules say. */
export const SmartLink = ({ href, children }: { href: string; children: ReactNode }) => {
  const { locale } = useLocale();
  const link = resolveLink(href, locale, window.location.origin);
  if (link.kind === 'in-app') return <AppLink to={link.to}>{children}</AppLink>;
  return (
    <FluentLink href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </FluentLink>
  );
};
