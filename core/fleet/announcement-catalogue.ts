import type { Announcement } from './announcements.ts';

/*
 * The two announcements of business spec §6 and §9. The specification fixes audience and window
 * only; titles, descriptions and call-to-action labels are OUR WORDING (formal Sie-form), to be
 * replaced when the product team supplies its texts. The fee and its start date are §9's.
 */

/** Custom delivery costs 209.24 EUR for bookings from 15 Nov 2025; swap delivery stays free (§9). */
export const DELIVERY_FEE_ANNOUNCEMENT: Announcement = {
  title: 'Neue Liefergebühr ab dem 15.11.2025',
  description:
    'Für Buchungen ab dem 15.11.2025 berechnen wir für die Lieferung an eine Wunschadresse eine Gebühr von 209,24 €. Die Lieferung im Rahmen eines Fahrzeugtauschs bleibt für Sie weiterhin kostenlos.',
  translations: {
    // Dates stay DD.MM.YYYY in every locale (business spec §9); en-US takes these texts too.
    'en-DE': {
      title: 'New delivery fee from 15.11.2025',
      description:
        'For bookings from 15.11.2025 we charge a fee of 209,24 € for delivery to an address of your choice. Delivery as part of a vehicle swap remains free of charge for you.',
    },
  },
  config: {
    id: 'delivery-fee-2025-11',
    startDate: '2025-10-16',
    endDate: '2025-11-15',
    allowedRoles: ['admin', 'driver'],
  },
};

export const INVOICE_ANNOUNCEMENT: Announcement = {
  title: 'Ihre Rechnungen im Portal',
  description:
    'Alle Rechnungen Ihres Unternehmens finden Sie ab sofort unter „Dokumente“. Dort können Sie sie jederzeit einsehen und herunterladen.',
  cta: { label: 'Zu den Rechnungen', url: '/documents/invoices', action: 'link' },
  translations: {
    'en-DE': {
      title: 'Your invoices in the portal',
      description:
        'You now find all of your company’s invoices under “Documents”, where you can view and download them at any time.',
      ctaLabel: 'To the invoices',
    },
  },
  config: {
    id: 'invoices-2025-08',
    startDate: '2025-08-16',
    endDate: '2025-09-15',
    allowedRoles: ['admin'],
  },
};

export const ANNOUNCEMENT_CATALOGUE: readonly Announcement[] = [
  DELIVERY_FEE_ANNOUNCEMENT,
  INVOICE_ANNOUNCEMENT,
];
