import {
  Link as FluentLink,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { announcementTextIn, ctaActionOf } from '../../../../../../core/fleet/announcements.ts';
import { AppLink } from '../../../components/AppLink.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { useText } from '../../../i18n/text.tsx';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { announcementsQuery } from '../api/settings-queries.ts';

type Cta = { readonly url: string; readonly action?: string | null };

/** The query of the cta's url (`?modalName=…`) over the page the user is on. */
const overCurrentPage = (url: string, pathname: string): string => {
  const query = new URL(url, 'http://portal.invalid').search;
  return `${pathname}${query}`;
};

/** A call to action that does what its `action` says (core's ctaActionOf). */
const CallToAction = ({ cta, children }: { cta: Cta; children: ReactNode }) => {
  const { pathname } = useLocation();
  switch (ctaActionOf(cta)) {
    case 'new-tab':
      return (
        <FluentLink href={cta.url} target="_blank" rel="noopener noreferrer">
          {children}
        </FluentLink>
      );
    case 'download':
      return (
        <FluentLink href={cta.url} download>
          {children}
        </FluentLink>
      );
    case 'modal':
      return <AppLink to={overCurrentPage(cta.url, pathname)}>{children}</AppLink>;
    case 'link':
      return <SmartLink href={cta.url}>{children}</SmartLink>;
  }
};

/**
 * The business announcements (business spec §3, §6) at the top of every business page, below the
 * navigation. The BFF already chose them by role, window and company (core's visibleAnnouncements);
 * they are not dismissible, as the specification dismisses only the deal banners, and each runs for
 * a month at most. Each shows in the portal's locale where the content has texts for it (else in
 * German). Announcements are extra information: a failed call shows nothing.
 */
export const Announcements = () => {
  const { data: user } = useSession();
  const api = usePortalApi();
  const text = useText();
  const { locale } = useLocale();
  const announcements = useQuery({ ...announcementsQuery(api), enabled: user?.kind === 'business' });
  if (user?.kind !== 'business' || !announcements.data?.length) return null;
  return (
    <section aria-label={text('businessSettings.announcements.label')}>
      {announcements.data.map((announcement) => {
        const shown = announcementTextIn(announcement, locale);
        return (
          <MessageBar key={announcement.config.id} intent="info" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{shown.title}</MessageBarTitle>
              {shown.description}
            </MessageBarBody>
            {announcement.cta ? (
              <MessageBarActions>
                <CallToAction cta={announcement.cta}>{shown.ctaLabel}</CallToAction>
              </MessageBarActions>
            ) : null}
          </MessageBar>
        );
      })}
    </section>
  );
};
