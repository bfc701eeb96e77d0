import type { User } from '../../../../../core/account/ports.ts';
import type { Failure } from '../../handler.ts';

/** The business calls' error texts: the specification's (business spec §8) where it has one. */
export const BUSINESS_MESSAGES = {
  vehicleUnavailable: 'Leider ist das von dir ausgewählte Fahrzeug nicht mehr verfügbar.',
  termUnavailable: 'Leider ist diese Laufzeit nicht verfügbar',
  downloadFailed:
    'Download fehlgeschlagen – Bitte versuchen Sie es erneut. Wenn das Problem weiterhin besteht, wenden Sie sich bitte an Ihre*n Kundenbetreuer*in.',
  orderFailed:
    'Ein Fehler ist aufgetreten. Wir wurden bereits benachrichtigt und arbeiten an einer Lösung. Wir setzen uns mit Ihnen in Verbindung, sobald das Problem behoben ist.',
  rejectionFailed: 'Fehler beim Ablehnen der Anfrage',
  cartItemsUnavailable:
    'Einige Fahrzeuge sind nicht mehr in ausreichender Anzahl verfügbar. Möchten Sie sie entfernen und fortfahren?',
  shopAccessWithdrawn:
    'Ihr Unternehmen hat Bestellungen durch Fahrer*innen deaktiviert. Bitte wenden Sie sich an Ihre Fuhrparkverwaltung.',
  notEligible: 'Dieser Vertrag wartet nicht auf eine Unterschrift.',
  alreadyDecided: 'Über diese Anfrage wurde bereits entschieden.',
  // Not given by the specification: the checkout's second click finds the cart already ordered.
  cartEmpty: 'Der Warenkorb ist leer.',
} as const;

/** The company of a business user; a business account without one sees nothing of any company. */
export const companyIdOf = (user: User | undefined): string | undefined => user?.companyId ?? undefined;

export const NO_COMPANY: Failure = { code: 'forbidden' };
