import { MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { useText } from '../../../i18n/text.tsx';
import { usePortalApi, useSession } from '../../../lib/session.ts';
import { announcementsQuery } from '../api/settings-queries.ts';

/**
 * The business announcements (business spec §3, §6) at the top of every business page, below the
 * navigation. The BFF already chose them by role, window and company (core's visibleAnnouncements);
 * they are not dismissible, as the specification dismisses only the deal banners, and each runs for
 * a month at most. Announcements are extra information: a failed call shows nothing.
 */
export const Announcements = () => {
  const { data: user } = useSession();
  const api = usePortalApi();
  const text = useText();
  const announcements = useQuery({ ...announcementsQuery(api), enabled: user?.kind === 'business' });
  if (user?.kind !== 'business' || !announcements.data?.length) return null;
  return (
    <section aria-label={text('businessSettings.announcements.label')}>
      {announcements.data.map((announcement) => (
        <MessageBar key={announcement.config.id} intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{announcement.title}</MessageBarTitle>
            {announcement.description}
          </MessageBarBody>
          {announcement.cta ? (
            <MessageBarActions>
              <SmartLink href={announcement.cta.url}>{announcement.cta.label}</SmartLink>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ))}
    </section>
  );
};
