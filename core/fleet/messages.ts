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
