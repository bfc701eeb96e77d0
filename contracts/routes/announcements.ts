import * as t from 'io-ts';
import { DELIVERY_FEE_ANNOUNCEMENT } from '../../core/fleet/announcement-catalogue.ts';
import { DateText, nullable } from '../codecs.ts';
import { CONSUMER, get, list } from '../route-builders.ts';
import { B2bRole } from './business-shared.ts';

/**
 * The announcements the signed-in business user sees now (business spec §3 "Announcement", §6):
 * designed by us. The BFF filters with core's visibleAnnouncements (core/fleet/announcements.ts) by
 * role, date window and company lists, so the portal shows the list as it comes.
 */

/** The texts of a further locale; the portal picks them with core's announcementTextIn. */
const AnnouncementText = t.intersection([
  t.type({ title: t.string, description: t.string }),
  t.partial({ ctaLabel: t.string }),
]);

const Announcement = t.intersection(
  [
    t.type({
      /** The German texts, and what a locale without its own falls back to. */
      title: t.string,
      description: t.string,
      /** action: one of core's ANNOUNCEMENT_CTA_ACTIONS; none or an unknown one is a plain link. */
      cta: nullable(
        t.intersection([
          t.type({ label: t.string, url: t.string }),
          t.partial({ action: nullable(t.string) }),
        ]),
      ),
      config: t.intersection([
        t.type({ id: t.string, startDate: DateText, endDate: DateText, allowedRoles: t.array(B2bRole) }),
        t.partial({ exemptedCompanies: t.array(t.string), affectedCompanies: t.array(t.string) }),
      ]),
    }),
    t.partial({ translations: t.record(t.string, AnnouncementText) }),
  ],
  'Announcement',
);

export const announcementRoutes = {
  getAnnouncements: get({
    name: 'getAnnouncements',
    path: '/portal/api/bff/fleet/announcements',
    response: list(Announcement),
    errors: ['forbidden'],
    access: 'business',
    summary:
      'The announcements for this user now, filtered by role, date window and exempted or affected companies (e.g. the delivery-fee notice for admins and drivers), with their texts per locale.',
    area: 'announcements',
    example: {
      // The delivery-fee notice runs from 2025-10-16 to 2025-11-15 (§9).
      state: 'business driver fahrer@nordflotte.example is signed in on 2025-11-01',
      response: { data: [{ ...DELIVERY_FEE_ANNOUNCEMENT, cta: null }] },
    },
    errorExamples: [{ state: CONSUMER, status: 403, code: 'forbidden' }],
  }),
};
