import { berlinDay, berlinDayOfInstant, isDateText, parseInstant } from '../shared/calendar-days.ts';
import type { B2bRole } from './roles.ts';

/**
 * What a call to action does (our design; the specification names `cta.action` only):
 * - `link`: follows the url as every link of content does (the default, and what an unknown action means);
 * - `new-tab`: opens the url in a new tab (a page elsewhere the fleet manager reads beside the portal);
 * - `download`: the url is a file (a price list, a form): the browser saves it;
 * - `modal`: the url's `?modalName=…` opens that dialog over the page the user is on.
 */
export const ANNOUNCEMENT_CTA_ACTIONS = ['link', 'new-tab', 'download', 'modal'] as const;
export type AnnouncementCtaAction = (typeof ANNOUNCEMENT_CTA_ACTIONS)[number];

/** An announcement's texts in a further locale (business spec §1: B2B content in German and English). */
export type AnnouncementText = {
  readonly title: string;
  readonly description: string;
  readonly ctaLabel?: string;
};

/** An announcement on the business portal (business spec §3 "Announcement", §6). */
export type Announcement = {
  /** The German texts: the portal's first language, and what every other locale falls back to. */
  readonly title: string;
  readonly description: string;
  readonly cta?: { readonly label: string; readonly url: string; readonly action?: string };
  /** The texts per further locale ('en-DE', 'en-US'), where the content has them. */
  readonly translations?: Readonly<Record<string, AnnouncementText>>;
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

/** The action of a call to action; none or one the portal does not know is a plain link. */
export const ctaActionOf = (cta: { readonly action?: string | null }): AnnouncementCtaAction =>
  (ANNOUNCEMENT_CTA_ACTIONS as readonly string[]).includes(cta.action ?? '')
    ? (cta.action as AnnouncementCtaAction)
    : 'link';

/**
 * The announcement's texts in a locale: its own, else another of the same language ('en-US' takes
 * 'en-DE'), else the German ones. A missing call-to-action label falls back the same way.
 */
export const announcementTextIn = (
  announcement: Pick<Announcement, 'title' | 'description' | 'translations'> & {
    readonly cta?: { readonly label: string } | null;
  },
  locale: string,
): { title: string; description: string; ctaLabel: string | undefined } => {
  const translations = announcement.translations ?? {};
  const language = locale.split('-')[0];
  const sameLanguage = Object.keys(translations)
    .sort()
    .find((other) => other.split('-')[0] === language);
  const text = translations[locale] ?? (sameLanguage ? translations[sameLanguage] : undefined);
  return {
    title: text?.title ?? announcement.title,
    description: text?.description ?? announcement.description,
    ctaLabel: text?.ctaLabel ?? announcement.cta?.label,
  };
};
