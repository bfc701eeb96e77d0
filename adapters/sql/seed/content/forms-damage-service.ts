import type { LocalisedForm } from '../../../../core/content/types.ts';
import { reportDamage, scheduleService } from './forms-subscription.ts';

/**
 * The business portal's report-damage and schedule-service forms: the consumer forms in the formal
 * "Sie" (consumer spec §1: business customers use the same pages with formal wording). Same steps,
 * fields, rules and endpoints; only the texts that address the user differ.
 */
const FORMAL: Readonly<Record<string, string>> = {
  'Ist dein Auto noch fahrbereit?': 'Ist das Fahrzeug noch fahrbereit?',
  'Mein Auto ist nicht mehr fahrbereit': 'Das Fahrzeug ist nicht mehr fahrbereit',
  'Bei einem Unfall mit Verletzten wähle bitte sofort den Notruf 112.':
    'Bei einem Unfall mit Verletzten wählen Sie bitte sofort den Notruf 112.',
  'Beschreibe den Schaden': 'Beschreiben Sie den Schaden',
  'Bitte gib mindestens 40 Zeichen ein.': 'Bitte geben Sie mindestens 40 Zeichen ein.',
  'Wo steht dein Auto?': 'Wo steht das Fahrzeug?',
  'An meiner Adresse': 'An der Adresse des Unternehmens',
  'Füge Fotos hinzu': 'Fügen Sie Fotos hinzu',
  'Bitte füge mindestens ein Foto hinzu.': 'Bitte fügen Sie mindestens ein Foto hinzu.',
  'Einige Dateien sind zu groß. Jedes Foto darf höchstens 6 MB groß sein. Es wurde keine Datei hochgeladen – bitte wähle kleinere Fotos aus.':
    'Einige Dateien sind zu groß. Jedes Foto darf höchstens 6 MB groß sein. Es wurde keine Datei hochgeladen – bitte wählen Sie kleinere Fotos aus.',
  'Danke für deine Anfrage': 'Vielen Dank für Ihre Anfrage',
  'Welche Services brauchst du?': 'Welche Services benötigen Sie?',
  'Bitte wähle mindestens einen Service aus.': 'Bitte wählen Sie mindestens einen Service aus.',
  'Dein Fahrzeug': 'Ihr Fahrzeug',
  'Bitte prüfe Fahrzeug, Services und Adresse.': 'Bitte prüfen Sie Fahrzeug, Services und Adresse.',
  'Dein Service-Termin konnte nicht angefragt werden. Bitte versuche es später erneut.':
    'Ihr Service-Termin konnte nicht angefragt werden. Bitte versuchen Sie es später erneut.',
  'Zurück zu meinem Auto': 'Zurück zum Fahrzeug',
  'Bitte gib höchstens 100 Zeichen ein.': 'Bitte geben Sie höchstens 100 Zeichen ein.',
  'Bitte wende dich an unsere Hotline, täglich von 8:00 bis 20:00 Uhr erreichbar.':
    'Bitte wenden Sie sich an unsere Hotline, täglich von 8:00 bis 20:00 Uhr erreichbar.',
};

const formal = <T>(value: T): T => {
  if (typeof value === 'string') return (FORMAL[value] ?? value) as T;
  if (Array.isArray(value)) return value.map(formal) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, formal(entry)])) as T;
  return value;
};

/** Report damage in the business portal: no modal of its own (its pages are /car/{id}/report-damage). */
const { modalName: _, ...reportDamageFormal } = formal(reportDamage);
export const reportDamageBusiness: LocalisedForm = { ...reportDamageFormal, id: 'report-damage-business' };

export const scheduleServiceBusiness: LocalisedForm = {
  ...formal(scheduleService),
  id: 'schedule-service-business',
};
