import type { DealTimeline, FlagChange } from '../../core/deals/timeline.ts';
import { berlinDay, toIsoDate } from '../../core/shared/calendar-days.ts';
import type { Locale } from './locale.ts';
import type { DealNames } from './portal-words.ts';
import { labelFor } from './text-format.ts';

/** `portal timeline --format text`: today's state, then one line per day on which something changes. */

const shownDate = (iso: string) => iso.split('-').reverse().join('.');

const dayBefore = (iso: string) => toIsoDate(berlinDay(iso) - 1);

const WORDS = {
  de: {
    today: (id: string, date: string) => `Vertrag ${id}, heute (${date}):`,
    banners: 'Hinweise',
    actions: 'Aktionen',
    eligibility: 'Berechtigungen',
    none: 'keine',
    changes: (days: number) => `Änderungen in den nächsten ${days} Tagen:`,
    noChanges: (days: number) => `keine Änderungen in den nächsten ${days} Tagen`,
    from: (date: string) => `ab ${date}`,
    bannerShown: (label: string, id: string) => `Hinweis „${label}“ erscheint (${id})`,
    bannerHidden: (label: string, id: string) => `Hinweis „${label}“ verschwindet (${id})`,
    actionOffered: (label: string, id: string) => `Aktion „${label}“ angeboten (${id})`,
    actionWithdrawn: (label: string, id: string) => `Aktion „${label}“ nicht mehr angeboten (${id})`,
    yes: 'ja',
    no: 'nein',
  },
  en: {
    today: (id: string, date: string) => `Deal ${id}, today (${date}):`,
    banners: 'Banners',
    actions: 'Actions',
    eligibility: 'Eligibility',
    none: 'none',
    changes: (days: number) => `Changes over the next ${days} days:`,
    noChanges: (days: number) => `no changes over the next ${days} days`,
    from: (date: string) => `from ${date}`,
    bannerShown: (label: string, id: string) => `banner "${label}" shows (${id})`,
    bannerHidden: (label: string, id: string) => `banner "${label}" no longer shows (${id})`,
    actionOffered: (label: string, id: string) => `action "${label}" offered (${id})`,
    actionWithdrawn: (label: string, id: string) => `action "${label}" no longer offered (${id})`,
    yes: 'yes',
    no: 'no',
  },
} as const;

export const formatTimelineText = (
  timeline: DealTimeline,
  days: number,
  locale: Locale,
  names: DealNames,
): string => {
  const w = locale.startsWith('de') ? WORDS.de : WORDS.en;
  const label = labelFor(locale);
  const value = (flag: FlagChange['from']) =>
    typeof flag === 'boolean' ? (flag ? w.yes : w.no) : label(flag);
  const listed = (names: readonly string[]) => (names.length ? names.join(', ') : w.none);
  const { today } = timeline;
  const lines = [
    w.today(timeline.dealId, shownDate(today.date)),
    `  ${w.banners}: ${listed(today.banners.map((id) => names.banner(id, today.date)))}`,
    `  ${w.actions}: ${listed(today.actions.map(names.action))}`,
    `  ${w.eligibility}: ${Object.entries(today.eligibility)
      .map(([id, flag]) => `${label(id)}: ${value(flag)}`)
      .join(', ')}`,
  ];
  if (timeline.changes.length === 0) return `${[...lines, w.noChanges(days)].join('\n')}\n`;
  lines.push(w.changes(days));
  for (const change of timeline.changes) {
    const parts = [
      // A banner that shows is named as it reads that day; one that goes, as it read the day before.
      ...change.bannersShown.map((id) => w.bannerShown(names.banner(id, change.date), id)),
      ...change.bannersHidden.map((id) => w.bannerHidden(names.banner(id, dayBefore(change.date)), id)),
      ...change.actionsOffered.map((id) => w.actionOffered(names.action(id), id)),
      ...change.actionsWithdrawn.map((id) => w.actionWithdrawn(names.action(id), id)),
      ...change.eligibility.map((flag) => `${label(flag.id)}: ${value(flag.from)} → ${value(flag.to)}`),
    ];
    lines.push(`  ${w.from(shownDate(change.date))}: ${parts.join('; ')}`);
  }
  return `${lines.join('\n')}\n`;
};
