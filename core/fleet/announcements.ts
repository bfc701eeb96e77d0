import { berlinDay, berlinDayOfInstant, isDateText, parseInstant } from '../shared/calendar-days.ts';
import type { B2bRole } from './roles.ts';

/** An announcement on the business portal (business spec §3 "Announcement", §6). */
export type Announcement = {
  readonly title: string;
  readonly description: string;
  readonly cta?: { readonly label: string; readonly url: string; readonly action?: string };
  readonly config: {
    readonly id: string;
    /** 'YYYY-MM-DD' (a Berlin calendar day, inclusive) or an ISO date-time (an instant, inclusive). */
    readonly startDate: string;
    readonly endDate: string;
    readonly allowedRoles: readonly B2bRole[];
    /** Company ids that never see it. */
    readonly exemptedCompanies?: readonly string[];
    /** When given and not empty, only these company ids see it. */
    readonly affectedCompanies?: readonly string[];
  };
};

export type AnnouncementViewer = { readonly role: B2bRole; readonly companyId?: string | null };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Has the window started / not yet ended? A date-only bound is a whole Berlin calendar day, so the
 * window 2025-10-16 to 2025-11-15 covers both days fully. A bound that is no date text hides the
 * announcement: broken content must not show a notice forever.
 */
const isOnOrAfter = (now: Date, bound: string): boolean | undefined => {
  if (!isDateText(bound)) return undefined;
  return DATE_ONLY.test(bound)
    ? berlinDayOfInstant(now) >= berlinDay(bound)
    : now.getTime() >= parseInstant(bound).getTime();
};
const isOnOrBefore = (now: Date, bound: string): boolean | undefined => {
  if (!isDateText(bound)) return undefined;
  return DATE_ONLY.test(bound)
    ? berlinDayOfInstant(now) <= berlinDay(bound)
    : now.getTime() <= parseInstant(bound).getTime();
};

export const isInAnnouncementWindow = (announcement: Announcement, now: Date): boolean =>
  isOnOrAfter(now, announcement.config.startDate) === true &&
  isOnOrBefore(now, announcement.config.endDate) === true;

/**
 * Role listed in allowedRoles; now inside the window; the company not exempted; and, when
 * affectedCompanies lists companies, the company among them (a viewer without a company then sees
 * nothing). An empty affectedCompanies list counts as not given: content tools send [] for an unset list.
 */
export const isAnnouncementVisible = (
  announcement: Announcement,
  viewer: AnnouncementViewer,
  now: Date,
): boolean => {
  const { allowedRoles, exemptedCompanies = [], affectedCompanies = [] } = announcement.config;
  if (!allowedRoles.includes(viewer.role)) return false;
  if (!isInAnnouncementWindow(announcement, now)) return false;
  const companyId = viewer.companyId ?? null;
  if (companyId !== null && exemptedCompanies.includes(companyId)) return false;
  if (affectedCompanies.length > 0 && (companyId === null || !affectedCompanies.includes(companyId)))
    return false;
  return true;
};

/** The announcements this viewer sees now, in the given order. */
export const visibleAnnouncements = (
  list: readonly Announcement[],
  viewer: AnnouncementViewer,
  now: Date,
): Announcement[] => list.filter((announcement) => isAnnouncementVisible(announcement, viewer, now));
