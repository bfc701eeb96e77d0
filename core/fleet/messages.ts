import { isReservationLapsed } from '../deals/reservation.ts';
import type { DealState } from '../deals/types.ts';

/** The business portal's fleet messages, verbatim from business-portal-and-shared.md §5 and §8. */

export const ASSIGN_DRIVER_REQUIRED =
  'Bitte wählen Sie eine*n Fahrer*in aus der Liste aus oder markieren Sie dieses Fahrzeug als geteiltes Fahrzeug.';
export const SUBSCRIPTION_REQUIRED = 'Bitte wählen Sie ein Abo aus';
export const DATE_REQUIRED = 'Bitte wählen Sie ein Datum aus';
export const TIME_REQUIRED = 'Bitte wählen Sie eine Uhrzeit aus';
export const ADDRESS_REQUIRED = 'Bitte wählen Sie eine Adresse aus';
export const ADDRESS_INCOMPLETE = 'Bitte vervollständigen Sie die Angaben';
export const CONTACT_REQUIRED = 'Bitte wählen Sie einen Kontakt aus';
export const COMPANY_REQUIRED = 'Bitte wählen Sie ein Unternehmen aus.';
export const COMPANY_CHANGE_FORBIDDEN = 'Sie sind nicht berechtigt, das Unternehmen zu ändern.';
export const ORDER_NOT_FOUND = 'Bestellung nicht gefunden.';
export const GENERAL_ERROR = 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.';
export const EXPORT_FAILED = 'Export fehlgeschlagen';
export const EXPORT_FAILED_DESCRIPTION =
  'Beim Exportieren der Daten ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.';

/**
 * The state of a car as the cars page shows it in German (the portal's de-DE catalogue says the
 * same, checked by its tests): the CSV export writes these labels, not the codes.
 */
export const DEAL_STATE_LABELS: Readonly<Record<DealState, string>> = {
  CREATED: 'Bestellung in Vorbereitung',
  SIGNED: 'Bestellung wird geprüft',
  EXTERNALLY_VERIFIED: 'Bestellung geprüft',
  ACTIVE: 'Aktiv',
  STOPPED: 'Gestoppt',
  INACTIVE: 'Inaktiv',
  ENDED: 'Beendet',
  CANCELED: 'Storniert',
  HANDOVER: 'Übergabe',
  DELIVERING: 'In Zustellung',
  SCHEDULED: 'Übergabe geplant',
  RETURN: 'Rückgabe',
  RETURNING: 'Rückgabe läuft',
  PROLONGED: 'Verlängert',
  PROLONGATION: 'Verlängerung',
  FINAL_INVOICE: 'Schlussrechnung',
  ARCHIVED: 'Archiviert',
  NOT_SIGNED: 'Reserviert',
  UNKNOWN: 'Unbekannt',
};

/** What the cars page shows for a reserved order whose three days are over (business spec §9). */
export const RESERVATION_LAPSED_LABEL = 'Reservierung abgelaufen';

/**
 * A car's state in the cars page's words at `now`: a lapsed reservation (isReservationLapsed) is
 * "Reservierung abgelaufen", as the list and the order page show it, not "Reserviert".
 */
export const fleetStateLabelOf = (
  car: { readonly state: DealState; readonly created_at?: string | null },
  now: Date,
): string =>
  isReservationLapsed(car, now) ? RESERVATION_LAPSED_LABEL : (DEAL_STATE_LABELS[car.state] ?? car.state);
