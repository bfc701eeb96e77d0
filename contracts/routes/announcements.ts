import * as t from 'io-ts';
import { DateText, nullable } from '../codecs.ts';
import { get, list } from '../route-builders.ts';
import { B2bRole } from './business-shared.ts';

/** Announcements for the signed-in business user, filtered on the server (business spec §3, §6). */

const Announcement = t.type({
  title: t.string,
  description: t.string,
  cta: nullable(
    t.intersection([t.type({ label: t.string, url: t.string }), t.partial({ action: t.string })]),
  ),
  config: t.intersection([
    t.type({ id: t.string, startDate: DateText, endDate: DateText, allowedRoles: t.array(B2bRole) }),
    t.partial({ exemptedCompanies: t.array(t.string), affectedCompanies: t.array(t.string) }),
  ]),
});

export const announcementRoutes = {
  getAnnouncements: get({
    name: 'getAnnouncements',
    path: '/portal/api/bff/announcements',
    response: list(Announcement),
    access: 'business',
    summary: 'The announcements for this user now: by role, date window and company lists.',
    area: 'announcements',
    example: {
      state: 'business driver fahrer@nordflotte.example is signed in during the delivery-fee notice',
      response: {
        data: [
          {
            title: 'Neue Liefergebühr',
            description:
              'Für Buchungen ab dem 15.11.2025 beträgt die Gebühr für die Wunschlieferung 209,24 €.',
            cta: null,
            config: {
              id: 'delivery-fee-2025',
              startDate: '2025-10-16',
              endDate: '2025-11-15',
              allowedRoles: ['admin', 'driver'],
            },
          },
        ],
      },
    },
  }),
};
