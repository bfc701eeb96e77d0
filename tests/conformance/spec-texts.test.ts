import { describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGES } from '../../adapters/http/server/handlers/business/messages.ts';
import { deDE as german, type MessageId } from '../../adapters/react-ui/src/i18n/messages/de-DE.ts';
import { enDE } from '../../adapters/react-ui/src/i18n/messages/en-DE.ts';
import { CONTENT_FORMS } from '../../adapters/sql/seed/content/forms.ts';
import { DRIVER_ALREADY_EXISTS, DRIVER_REMOVAL_FAILED } from '../../core/account/drivers.ts';
import * as fleet from '../../core/fleet/messages.ts';
import { NO_AVAILABILITIES } from '../../core/handover/availability.ts';
import { MILEAGE_CHANGE_FAILED, MILEAGE_UPGRADE_FAILED } from '../../core/mileage/messages.ts';
import { PROLONGATION_FAILED } from '../../core/prolongation/messages.ts';
import { REQUEST_RECEIVED } from '../../core/service/messages.ts';
import * as validation from '../../core/shared/validation/messages.ts';

/**
 * Every text the specification quotes (consumer-portal.md, business-portal-and-shared.md), copied
 * here verbatim, with the places the product keeps it: the constants core and the BFF answer with,
 * and the German catalogue's messages the portal shows. A paraphrase in any of them fails here.
 * Texts the portal shows from the seeded content (the forms' messages, toasts and modals) are looked
 * for among the German forms' texts.
 */
type Place = readonly [where: string, text: string];
const catalogue = (...ids: MessageId[]): Place[] => ids.map((id) => [`de-DE ${id}`, german[id]] as const);

const SPECIFICATION_TEXTS: Readonly<Record<string, readonly Place[]>> = {
  // consumer §5
  'Dies ist ein Pflichtfeld.': [
    ['REQUIRED', validation.REQUIRED],
    ...catalogue('validation.required', 'wizards.validation.required', 'returnHandover.error.required'),
  ],
  'Du musst mindestens 17 Jahre alt sein.': [
    ['DRIVER_TOO_YOUNG', validation.DRIVER_TOO_YOUNG],
    ...catalogue('account.validation.driverTooYoung'),
  ],
  'Diese Datei ist zu groß (Maximalgröße 10 MB).': [
    ['FILE_TOO_LARGE_10_MB', validation.FILE_TOO_LARGE_10_MB],
    ...catalogue('account.validation.fileTooLarge'),
  ],
  'Diese Datei hat kein unterstütztes Dateiformat (png / jpg / pdf / heic).': [
    ['FILE_TYPE_UNSUPPORTED', validation.FILE_TYPE_UNSUPPORTED],
    ...catalogue('account.validation.fileTypeUnsupported'),
  ],
  'ungültige PLZ': [
    ['PLZ_INVALID_CONTACT', validation.PLZ_INVALID_CONTACT],
    ...catalogue('account.validation.zipInvalid'),
  ],
  'Du kannst leider nicht dein aktuelles Passwort verwenden.': [
    ['PASSWORD_SAME_AS_CURRENT', validation.PASSWORD_SAME_AS_CURRENT],
    ...catalogue('account.validation.passwordSameAsCurrent'),
  ],
  'Die von dir angegebenen Passwörter stimmen nicht überein.': [
    ['PASSWORD_MISMATCH', validation.PASSWORD_MISMATCH],
    ...catalogue('validation.passwordMismatch'),
  ],
  'Das Passwort entspricht nicht den Anforderungen.': [
    ['PASSWORD_WEAK', validation.PASSWORD_WEAK],
    ...catalogue('validation.passwordWeak'),
  ],
  'PLZ muss 5-stellig sein': [
    ['PLZ_NOT_FIVE_DIGITS', validation.PLZ_NOT_FIVE_DIGITS],
    ...catalogue('account.validation.zipNotFiveDigits', 'returnHandover.error.zipNotFiveDigits'),
  ],
  'PLZ darf nur 5 Stellen haben': [
    ['PLZ_TOO_LONG', validation.PLZ_TOO_LONG],
    ...catalogue('account.validation.zipTooLong', 'returnHandover.error.zipTooLong'),
  ],
  'nur Orte auf dem Festland': [
    ['MAINLAND_ONLY', validation.MAINLAND_ONLY],
    ...catalogue('fleetDialogs.handover.validation.mainlandOnly', 'returnHandover.error.mainlandOnly'),
  ],
  'Bitte gib mindestens 40 Zeichen ein.': [
    ['DAMAGE_DESCRIPTION_TOO_SHORT', validation.DAMAGE_DESCRIPTION_TOO_SHORT],
  ],
  'Bitte füge mindestens ein Foto hinzu.': [['DAMAGE_PHOTO_REQUIRED', validation.DAMAGE_PHOTO_REQUIRED]],
  'Einige Dateien sind zu groß.': [['IMAGES_TOO_LARGE_TITLE', validation.IMAGES_TOO_LARGE_TITLE]],
  // English in the specification: the English catalogue keeps it (the German portal says it in German).
  'Images are still uploading…': [
    ['IMAGES_STILL_UPLOADING_EN', validation.IMAGES_STILL_UPLOADING_EN],
    ['en-DE wizards.upload.stillUploading', enDE['wizards.upload.stillUploading']],
  ],
  // consumer §8
  'Der oder die Fahrer:in entspricht nicht unseren Altersanforderungen.': [
    ['AGE_LIMITS_EXCEEDED', validation.AGE_LIMITS_EXCEEDED],
    ...catalogue('account.drivers.errors.dobAgeLimitsExceeded'),
  ],
  'Dieser Fahrer wurde bereits als Zweitfahrer hinzugefügt': [
    ['DRIVER_ALREADY_EXISTS', DRIVER_ALREADY_EXISTS],
    ...catalogue('account.drivers.errors.driverAlreadyExists'),
  ],
  'Entfernen fehlgeschlagen!': [
    ['DRIVER_REMOVAL_FAILED', DRIVER_REMOVAL_FAILED],
    ...catalogue('account.drivers.remove.failed.title'),
  ],
  'Leider ist etwas schief gelaufen!': catalogue('wizards.upload.failed', 'loyalty.redeem.failed'),
  'Das hat leider nicht geklappt': catalogue('account.delete.failed.title', 'carDetails.buyCar.failed'),
  'Etwas ist schief gelaufen!': catalogue('account.payment.failed.title'),
  'Änderung fehlgeschlagen': [
    ['MILEAGE_CHANGE_FAILED', MILEAGE_CHANGE_FAILED],
    ...catalogue('wizards.mileage.failed'),
  ],
  'Das hat leider nicht funktioniert': [['MILEAGE_UPGRADE_FAILED', MILEAGE_UPGRADE_FAILED]],
  'Verlängerung fehlgeschlagen': [
    ['PROLONGATION_FAILED', PROLONGATION_FAILED],
    ...catalogue('wizards.outcome.prolongationFailed.title'),
  ],
  'Es ist ein Fehler aufgetreten': catalogue('wizards.outcome.error.title'),
  'Angebot abgelaufen': catalogue('returnHandover.selfPickup.expired.title'),
  'Abholung bereits hinterlegt': catalogue('returnHandover.selfPickup.booked.title'),
  'Keine verfügbaren Termine für die ausgewählte Adresse': [
    ['NO_AVAILABILITIES', NO_AVAILABILITIES],
    ...catalogue('wizards.calendar.none'),
  ],
  'Ups, etwas ist schiefgelaufen.': catalogue('newsletter.form.failure'),
  'Danke für deine Anfrage': [
    ['REQUEST_RECEIVED', REQUEST_RECEIVED],
    ...catalogue(
      'wizards.outcome.success.title',
      'carDetails.buyCar.requested',
      'wizards.extend.buyCarRequested',
    ),
  ],
  // consumer §9
  Kostenlos: catalogue('format.free'),
  // business §2
  'Kontakt erstellen': catalogue('contacts.create.open', 'contacts.create.title'),
  Dokumente: catalogue('documents.page.title'),
  Warenkorb: catalogue('shop.cart.title'),
  'Confirm and Order': catalogue('shop.cart.confirmAndOrder'),
  'Complete vehicle swap': catalogue('shop.cart.completeSwap'),
  'Zahlungsart anpassen': catalogue('businessSettings.company.changePaymentMethod'),
  'Etwas ist schief gelaufen.': catalogue('app.error.title'),
  'Bitte versuchen Sie es erneut.': catalogue('app.error.hint'),
  'Seite aktualisieren': catalogue('app.error.reload'),
  // business §4
  'Anfrage ablehnen': catalogue('orderRequests.reject.button'),
  // business §5
  'Vorname fehlt': [
    ['FIRSTNAME_MISSING', validation.FIRSTNAME_MISSING],
    ...catalogue(
      'fleetDialogs.handover.validation.firstnameMissing',
      'returnHandover.error.firstnameMissing',
    ),
  ],
  'Nachname fehlt': [
    ['LASTNAME_MISSING', validation.LASTNAME_MISSING],
    ...catalogue('fleetDialogs.handover.validation.lastnameMissing', 'returnHandover.error.lastnameMissing'),
  ],
  'Stadt fehlt': [
    ['CITY_MISSING', validation.CITY_MISSING],
    ...catalogue(
      'fleetDialogs.handover.validation.cityMissing',
      'returnHandover.error.cityMissing',
      'businessSettings.company.validation.cityMissing',
    ),
  ],
  'PLZ fehlt': [
    ['PLZ_MISSING', validation.PLZ_MISSING],
    ...catalogue(
      'fleetDialogs.handover.validation.zipMissing',
      'returnHandover.error.zipMissing',
      'businessSettings.company.validation.postalCodeMissing',
    ),
  ],
  'Straße fehlt': [
    ['STREET_MISSING', validation.STREET_MISSING],
    ...catalogue(
      'fleetDialogs.handover.validation.streetMissing',
      'returnHandover.error.streetMissing',
      'businessSettings.company.validation.streetMissing',
    ),
  ],
  'Hausnummer fehlt': [
    ['HOUSENUMBER_MISSING', validation.HOUSENUMBER_MISSING],
    ...catalogue(
      'fleetDialogs.handover.validation.housenumberMissing',
      'returnHandover.error.housenumberMissing',
      'businessSettings.company.validation.houseNumberMissing',
    ),
  ],
  'Lieferdatum fehlt': [
    ['DELIVERY_DATE_MISSING', validation.DELIVERY_DATE_MISSING],
    ...catalogue('fleetDialogs.handover.validation.dateMissing', 'returnHandover.error.deliveryDateMissing'),
  ],
  'Telefonnummer fehlt': [
    ['PHONE_MISSING', validation.PHONE_MISSING],
    ...catalogue('fleetDialogs.handover.validation.phoneMissing', 'returnHandover.error.phoneMissing'),
  ],
  'Bitte geben Sie eine gültige PLZ mit 5 Ziffern ein.': [
    ['PLZ_INVALID_BUSINESS', validation.PLZ_INVALID_BUSINESS],
    ...catalogue(
      'fleetDialogs.handover.validation.zipInvalid',
      'returnHandover.error.zipInvalidBusiness',
      'businessSettings.company.validation.postalCodeInvalid',
    ),
  ],
  'Bitte geben Sie eine gültige deutsche Telefonnummer ein (z. B. {phone} oder {phone}).': [
    ['PHONE_INVALID_BUSINESS_TEMPLATE', validation.PHONE_INVALID_BUSINESS_TEMPLATE],
  ],
  'Bitte wählen Sie eine*n Fahrer*in aus der Liste aus oder markieren Sie dieses Fahrzeug als geteiltes Fahrzeug.':
    [
      ['ASSIGN_DRIVER_REQUIRED', fleet.ASSIGN_DRIVER_REQUIRED],
      ...catalogue('fleet.order.assignDriver.required'),
    ],
  'Bitte wählen Sie ein Abo aus': [
    ['SUBSCRIPTION_REQUIRED', fleet.SUBSCRIPTION_REQUIRED],
    ...catalogue('fleetDialogs.swap.required'),
  ],
  'Bitte wählen Sie ein Datum aus': [
    ['DATE_REQUIRED', fleet.DATE_REQUIRED],
    ...catalogue('fleetDialogs.handover.validation.dateInvalid', 'returnHandover.error.dateMissingBusiness'),
  ],
  'Bitte wählen Sie eine Uhrzeit aus': [
    ['TIME_REQUIRED', fleet.TIME_REQUIRED],
    ['TIME_MISSING_BUSINESS', validation.TIME_MISSING_BUSINESS],
    ...catalogue('fleetDialogs.handover.validation.timeMissing', 'returnHandover.error.timeMissingBusiness'),
  ],
  'Bitte wählen Sie eine Adresse aus': [
    ['ADDRESS_REQUIRED', fleet.ADDRESS_REQUIRED],
    ...catalogue('fleetDialogs.delivery.addressRequired'),
  ],
  'Bitte vervollständigen Sie die Angaben': [
    ['ADDRESS_INCOMPLETE', fleet.ADDRESS_INCOMPLETE],
    ...catalogue('fleetDialogs.delivery.addressIncomplete'),
  ],
  'Bitte wählen Sie einen Kontakt aus': [
    ['CONTACT_REQUIRED', fleet.CONTACT_REQUIRED],
    ...catalogue('fleetDialogs.handover.validation.contactRequired'),
  ],
  'Bitte wählen Sie ein Unternehmen aus.': [
    ['COMPANY_REQUIRED', fleet.COMPANY_REQUIRED],
    ...catalogue('fleetDialogs.company.error.noCompanySelected'),
  ],
  // business §8
  'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.': [
    ['GENERAL_ERROR', fleet.GENERAL_ERROR],
    ...catalogue('fleet.order.error.generic', 'fleetDialogs.company.error.general'),
  ],
  'Download fehlgeschlagen – Bitte versuchen Sie es erneut. Wenn das Problem weiterhin besteht, wenden Sie sich bitte an Ihre*n Kundenbetreuer*in.':
    [
      ['BUSINESS_MESSAGES.downloadFailed', BUSINESS_MESSAGES.downloadFailed],
      ...catalogue('documents.downloadFailed'),
    ],
  'Daten konnten nicht geladen werden. Bitte versuchen Sie es erneut.': catalogue('app.dataError.text'),
  'Export fehlgeschlagen': [
    ['EXPORT_FAILED', fleet.EXPORT_FAILED],
    ...catalogue('fleet.cars.exportFailed.title'),
  ],
  'Beim Exportieren der Daten ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.': [
    ['EXPORT_FAILED_DESCRIPTION', fleet.EXPORT_FAILED_DESCRIPTION],
    ...catalogue('fleet.cars.exportFailed.text'),
  ],
  'Fehler beim Ablehnen der Anfrage': [
    ['BUSINESS_MESSAGES.rejectionFailed', BUSINESS_MESSAGES.rejectionFailed],
    ...catalogue('orderRequests.reject.failed'),
  ],
  'Sie sind nicht berechtigt, das Unternehmen zu ändern.': [
    ['COMPANY_CHANGE_FORBIDDEN', fleet.COMPANY_CHANGE_FORBIDDEN],
    ...catalogue('fleetDialogs.company.error.forbidden'),
  ],
  'Bestellung nicht gefunden.': [
    ['ORDER_NOT_FOUND', fleet.ORDER_NOT_FOUND],
    ...catalogue('fleet.order.notFound', 'fleetDialogs.company.error.orderNotFound'),
  ],
  'Ein Fehler ist aufgetreten.': catalogue('shop.orderError.title'),
  'Wir wurden bereits benachrichtigt und arbeiten an einer Lösung. Wir setzen uns mit Ihnen in Verbindung, sobald das Problem behoben ist.':
    catalogue('shop.orderError.text'),
  'Leider ist das von dir ausgewählte Fahrzeug nicht mehr verfügbar.': [
    ['BUSINESS_MESSAGES.vehicleUnavailable', BUSINESS_MESSAGES.vehicleUnavailable],
    ...catalogue('shop.vehicleUnavailable', 'orderRequests.approve.unavailable'),
  ],
  'Leider ist diese Laufzeit nicht verfügbar': [
    ['BUSINESS_MESSAGES.termUnavailable', BUSINESS_MESSAGES.termUnavailable],
    ...catalogue('shop.termUnavailable'),
  ],
  'Ja, entfernen & fortfahren': catalogue('shop.cart.unavailable.remove'),
  'Zurück zum Warenkorb': catalogue('shop.cart.unavailable.back'),
};

describe('the texts the specification quotes', () => {
  it.each(Object.entries(SPECIFICATION_TEXTS))('%s: is kept verbatim everywhere', (quoted, places) => {
    expect(places.length).toBeGreaterThan(0);
    for (const [where, text] of places) expect({ where, text }).toEqual({ where, text: quoted });
  });

  it('answers a failed business order with the title and the text of the specification, in that order', () => {
    expect(BUSINESS_MESSAGES.orderFailed).toBe(
      `${german['shop.orderError.title']} ${german['shop.orderError.text']}`,
    );
  });

  it('fills the example numbers into the business phone message, as the dialogs show it', () => {
    for (const id of [
      'fleetDialogs.handover.validation.phoneInvalid',
      'businessSettings.company.validation.phoneInvalid',
    ] as const)
      expect(german[id]).toBe(validation.PHONE_INVALID_BUSINESS);
    const [first, second] = validation.PHONE_EXAMPLES;
    for (const id of [
      'contacts.create.error.phoneInvalid',
      'returnHandover.error.phoneInvalidBusiness',
    ] as const)
      expect(german[id].replace('{first}', first).replace('{second}', second)).toBe(
        validation.PHONE_INVALID_BUSINESS,
      );
  });

  it('are the German content forms’ own texts where the forms show them', () => {
    const texts = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string') texts.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    CONTENT_FORMS.filter((form) => form.locale === 'de-DE').forEach(collect);
    const shown = [
      'Bitte gib mindestens 40 Zeichen ein.',
      'Bitte füge mindestens ein Foto hinzu.',
      'Bankverbindung erfolgreich hinterlegt',
      'Termin erfolgreich angefragt!',
      'Das hat leider nicht geklappt',
      'Änderung fehlgeschlagen',
      'Das hat leider nicht funktioniert',
      'Verlängerung fehlgeschlagen',
      'Es ist ein Fehler aufgetreten',
      'Danke für deine Anfrage',
    ];
    expect(shown.filter((text) => !texts.has(text))).toEqual([]);
    // The photos' size error: the title, then the description naming the 6 MB maximum.
    expect(
      [...texts].some((text) => text.startsWith('Einige Dateien sind zu groß. ') && text.includes('6 MB')),
    ).toBe(true);
  });
});
