import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Announcement,
  announcementTextIn,
  ctaActionOf,
  isAnnouncementVisible,
  visibleAnnouncements,
} from './announcements.ts';
import { B2B_ROLES } from './roles.ts';

const anAnnouncement = (config: Partial<Announcement['config']> = {}): Announcement => ({
  title: 'Titel',
  description: 'Beschreibung',
  config: { id: 'a-1', startDate: '2025-10-16', endDate: '2025-11-15', allowedRoles: ['admin'], ...config },
});

const admin = { role: 'admin', companyId: 'c-1' } as const;
const at = (iso: string) => new Date(iso);
const inWindow = at('2025-11-01T12:00:00Z');

describe('announcement date window', () => {
  it('starts at midnight in Berlin on the start date', () => {
    // 16 October 2025 starts at 22:00 UTC the day before (CEST).
    expect(isAnnouncementVisible(anAnnouncement(), admin, at('2025-10-15T21:59:59Z'))).toBe(false);
    expect(isAnnouncementVisible(anAnnouncement(), admin, at('2025-10-15T22:00:00Z'))).toBe(true);
  });

  it('lasts until the end of the end date in Berlin', () => {
    // 15 November 2025 ends at 23:00 UTC (CET).
    expect(isAnnouncementVisible(anAnnouncement(), admin, at('2025-11-15T22:59:59Z'))).toBe(true);
    expect(isAnnouncementVisible(anAnnouncement(), admin, at('2025-11-15T23:00:00Z'))).toBe(false);
  });

  it('takes date-time bounds as instants, both inclusive', () => {
    const timed = anAnnouncement({ startDate: '2025-11-01T08:00:00Z', endDate: '2025-11-01T18:00:00Z' });
    expect(isAnnouncementVisible(timed, admin, at('2025-11-01T07:59:59Z'))).toBe(false);
    expect(isAnnouncementVisible(timed, admin, at('2025-11-01T08:00:00Z'))).toBe(true);
    expect(isAnnouncementVisible(timed, admin, at('2025-11-01T18:00:00Z'))).toBe(true);
    expect(isAnnouncementVisible(timed, admin, at('2025-11-01T18:00:01Z'))).toBe(false);
  });

  it('hides an announcement whose dates are not dates', () => {
    expect(isAnnouncementVisible(anAnnouncement({ startDate: 'soon' }), admin, inWindow)).toBe(false);
    expect(isAnnouncementVisible(anAnnouncement({ endDate: '2025-02-30' }), admin, inWindow)).toBe(false);
  });
});

describe('announcement audience', () => {
  it('shows an announcement only to the allowed roles', () => {
    const forAdminAndDriver = anAnnouncement({ allowedRoles: ['admin', 'driver'] });
    const seenBy = B2B_ROLES.filter((role) =>
      isAnnouncementVisible(forAdminAndDriver, { role, companyId: 'c-1' }, inWindow),
    );
    expect(seenBy).toEqual(['admin', 'driver']);
  });

  it('hides it from exempted companies', () => {
    const announcement = anAnnouncement({ exemptedCompanies: ['c-1'] });
    expect(isAnnouncementVisible(announcement, admin, inWindow)).toBe(false);
    expect(isAnnouncementVisible(announcement, { role: 'admin', companyId: 'c-2' }, inWindow)).toBe(true);
    expect(isAnnouncementVisible(announcement, { role: 'admin' }, inWindow)).toBe(true);
  });

  it('shows it only to affected companies when they are listed', () => {
    const announcement = anAnnouncement({ affectedCompanies: ['c-2'] });
    expect(isAnnouncementVisible(announcement, admin, inWindow)).toBe(false);
    expect(isAnnouncementVisible(announcement, { role: 'admin', companyId: 'c-2' }, inWindow)).toBe(true);
    expect(isAnnouncementVisible(announcement, { role: 'admin', companyId: null }, inWindow)).toBe(false);
  });

  it('treats an empty list of affected companies as no restriction', () => {
    expect(isAnnouncementVisible(anAnnouncement({ affectedCompanies: [] }), admin, inWindow)).toBe(true);
  });

  it('lets an exemption win over being affected', () => {
    const announcement = anAnnouncement({ affectedCompanies: ['c-1'], exemptedCompanies: ['c-1'] });
    expect(isAnnouncementVisible(announcement, admin, inWindow)).toBe(false);
  });

  it('lists the visible announcements in the given order', () => {
    const list = [
      anAnnouncement({ id: 'x' }),
      anAnnouncement({ id: 'y', allowedRoles: ['driver'] }),
      anAnnouncement({ id: 'z' }),
    ];
    expect(visibleAnnouncements(list, admin, inWindow).map((a) => a.config.id)).toEqual(['x', 'z']);
  });

  it('never shows an announcement to a role outside allowedRoles, whatever the date', () => {
    fc.assert(
      fc.property(
        fc.subarray([...B2B_ROLES]),
        fc.constantFrom(...B2B_ROLES),
        fc.date({ min: at('2025-01-01T00:00:00Z'), max: at('2026-12-31T00:00:00Z'), noInvalidDate: true }),
        (allowedRoles, role, now) => {
          const visible = isAnnouncementVisible(
            anAnnouncement({ allowedRoles }),
            { role, companyId: 'c-1' },
            now,
          );
          if (!allowedRoles.includes(role)) expect(visible).toBe(false);
        },
      ),
    );
  });
});

describe('an announcement in the portal’s locale', () => {
  const notice = {
    title: 'Neue Liefergebühr',
    description: 'Ab dem 15.11.2025 kostet die Lieferung 209,24 €.',
    cta: { label: 'Mehr erfahren', url: '/cars/all' },
    translations: {
      'en-DE': { title: 'New delivery fee', description: 'From 15.11.2025 delivery costs €209.24.' },
    },
  };

  it('shows the locale’s own texts, and the German label where the translation has none', () => {
    expect(announcementTextIn(notice, 'en-DE')).toEqual({
      title: 'New delivery fee',
      description: 'From 15.11.2025 delivery costs €209.24.',
      ctaLabel: 'Mehr erfahren',
    });
  });

  it('shows another locale of the same language before German', () => {
    expect(announcementTextIn(notice, 'en-US').title).toBe('New delivery fee');
  });

  it('stays German in German and where nothing is translated', () => {
    expect(announcementTextIn(notice, 'de-DE').title).toBe('Neue Liefergebühr');
    expect(announcementTextIn({ ...notice, translations: undefined }, 'en-US').title).toBe(
      'Neue Liefergebühr',
    );
  });
});

describe('the call to action of an announcement', () => {
  it('does what its action names', () => {
    expect(ctaActionOf({ action: 'new-tab' })).toBe('new-tab');
    expect(ctaActionOf({ action: 'download' })).toBe('download');
    expect(ctaActionOf({ action: 'modal' })).toBe('modal');
  });

  it('is a plain link without an action or with one the portal does not know', () => {
    expect(ctaActionOf({})).toBe('link');
    expect(ctaActionOf({ action: null })).toBe('link');
    expect(ctaActionOf({ action: 'OPEN_SOMETHING' })).toBe('link');
  });
});
