import type { DealEvaluation } from '../../core/deals/evaluation.ts';

export const LOCALES = ['de-DE', 'en-DE', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

type Labels = {
  readonly heading: string;
  readonly carsTabs: string;
  readonly banners: string;
  readonly actions: string;
  readonly eligibility: string;
  readonly deductibles: string;
  readonly cancellationSteps: string;
  readonly none: string;
  readonly yes: string;
  readonly no: string;
  readonly daysLeft: (days: number) => string;
  readonly fullCoverage: string;
  readonly partialCoverage: string;
  readonly special: string;
  readonly ids: Readonly<Record<string, string>>;
};

const GERMAN: Labels = {
  heading: 'Vertrag',
  carsTabs: 'Reiter der Fahrzeugliste',
  banners: 'Hinweise',
  actions: 'Aktionen',
  eligibility: 'Berechtigungen',
  deductibles: 'Selbstbeteiligung',
  cancellationSteps: 'Kündigungsschritte',
  none: 'keine',
  yes: 'ja',
  no: 'nein',
  daysLeft: (days) => (days === 1 ? 'noch 1 Tag' : `noch ${days} Tage`),
  fullCoverage: 'Vollkasko',
  partialCoverage: 'Teilkasko',
  special: 'Sonder-Selbstbeteiligung',
  ids: {
    all: 'Meine Flotte',
    orders: 'Reserviert',
    handover: 'Übergabe',
    return: 'Endend',
    archived: 'Archiv',
    bridging_car: 'Überbrückungsfahrzeug',
    swap: 'Fahrzeugtausch',
    handover_coordination: 'Übergabe abstimmen',
    return_coordination: 'Rückgabe abstimmen',
    low_confidence: 'Liefertermin unsicher',
    auto_renew: 'Automatische Verlängerung',
    reservation: 'Reservierung läuft ab',
    delivery_delay: 'Lieferung verzögert',
    extend_subscription: 'Abo verlängern',
    self_pickup: 'Selbstabholung',
    delivery_options: 'Lieferoptionen',
    edit_mileage_package: 'Kilometerpaket ändern',
    follow_up_options: 'Anschlussoptionen',
    damage_report: 'Schaden melden',
    manage_kilometres: 'Kilometer verwalten',
    report_mileage: 'Kilometerstand melden',
    schedule_service: 'Service vereinbaren',
    cancellation: 'Kündigung',
    insurance_upgrade: 'Schutz erweitern',
    plan_return: 'Rückgabe planen',
    retentionWindowOpen: 'Halte-Fenster offen',
    autoRenewalEligible: 'Automatische Verlängerung möglich',
    deductibleUpgrade: 'Selbstbeteiligung reduzierbar',
    insuranceUpgrade: 'Schutz-Upgrade möglich',
    returnPlanning: 'Rückgabeplanung',
    preReturnAppraisal: 'Vorab-Begutachtung möglich',
    accountDeletionBlocked: 'Kontolöschung gesperrt',
    open: 'offen',
    in_progress: 'läuft',
    closed: 'geschlossen',
    select_subscription: 'Abo wählen',
    fee: 'Gebühr',
    losses: 'Was du verlierst',
    reason: 'Grund',
    alternatives: 'Alternativen',
    documents: 'Dokumente',
    date: 'Datum',
    more_info: 'Weitere Angaben',
  },
};

const ENGLISH: Labels = {
  heading: 'Deal',
  carsTabs: 'Cars list tabs',
  banners: 'Banners',
  actions: 'Actions',
  eligibility: 'Eligibility',
  deductibles: 'Deductibles',
  cancellationSteps: 'Cancellation steps',
  none: 'none',
  yes: 'yes',
  no: 'no',
  daysLeft: (days) => (days === 1 ? '1 day left' : `${days} days left`),
  fullCoverage: 'Full coverage',
  partialCoverage: 'Partial coverage',
  special: 'Special deductible',
  ids: {
    all: 'My fleet',
    orders: 'Reserved',
    handover: 'Handover',
    return: 'Ending',
    archived: 'Archive',
    bridging_car: 'Bridging car',
    swap: 'Vehicle swap',
    handover_coordination: 'Coordinate handover',
    return_coordination: 'Coordinate return',
    low_confidence: 'Delivery date uncertain',
    auto_renew: 'Auto-renewal',
    reservation: 'Reservation expiring',
    delivery_delay: 'Delivery delayed',
    extend_subscription: 'Extend subscription',
    self_pickup: 'Self-pickup',
    delivery_options: 'Delivery options',
    edit_mileage_package: 'Change mileage package',
    follow_up_options: 'Follow-up options',
    damage_report: 'Report damage',
    manage_kilometres: 'Manage kilometres',
    report_mileage: 'Report mileage',
    schedule_service: 'Schedule service',
    cancellation: 'Cancellation',
    insurance_upgrade: 'Upgrade protection',
    plan_return: 'Plan return',
    retentionWindowOpen: 'Retention window open',
    autoRenewalEligible: 'Auto-renewal eligible',
    deductibleUpgrade: 'Deductible upgrade possible',
    insuranceUpgrade: 'Insurance upgrade possible',
    returnPlanning: 'Return planning',
    preReturnAppraisal: 'Pre-return appraisal possible',
    accountDeletionBlocked: 'Account deletion blocked',
    open: 'open',
    in_progress: 'in progress',
    closed: 'closed',
    select_subscription: 'Select subscription',
    fee: 'Fee',
    losses: 'What you lose',
    reason: 'Reason',
    alternatives: 'Alternatives',
    documents: 'Documents',
    date: 'Date',
    more_info: 'More information',
  },
};

/** The German or English name of a tab, banner, action, eligibility flag or step id; the id itself when unnamed. */
export const labelFor =
  (locale: Locale) =>
  (id: string): string =>
    (locale.startsWith('de') ? GERMAN : ENGLISH).ids[id] ?? id;

export const parseLocale = (value: string): Locale | undefined => {
  const wanted = value.toLowerCase();
  if (wanted === 'de') return 'de-DE';
  if (wanted === 'en') return 'en-DE';
  return LOCALES.find((locale) => locale.toLowerCase() === wanted);
};

/** The evaluation for a person: one section per part, German or English. */
export const formatEvaluationText = (evaluation: DealEvaluation, locale: Locale): string => {
  const l = locale.startsWith('de') ? GERMAN : ENGLISH;
  const label = (id: string) => l.ids[id] ?? id;
  const list = (ids: readonly string[]) =>
    ids.length ? ids.map((id) => `  - ${label(id)} (${id})`) : [`  ${l.none}`];
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const money = (value: number | null) => (value === null ? '–' : euros.format(value));
  const flag = (value: boolean) => (value ? l.yes : l.no);
  const { eligibility: e, deductibles: d } = evaluation;
  return [
    `${l.heading} ${evaluation.dealId}`,
    `${l.carsTabs}:`,
    ...list(evaluation.carsTabs),
    `${l.banners}:`,
    ...(evaluation.banners.length
      ? evaluation.banners.map(
          (b) =>
            `  - ${label(b.id)} (${b.id})${b.daysLeft === undefined ? '' : `, ${l.daysLeft(b.daysLeft)}`}`,
        )
      : [`  ${l.none}`]),
    `${l.actions}:`,
    ...list(evaluation.actions),
    `${l.eligibility}:`,
    `  ${label('retentionWindowOpen')}: ${flag(e.retentionWindowOpen)}`,
    `  ${label('autoRenewalEligible')}: ${flag(e.autoRenewalEligible)}`,
    `  ${label('deductibleUpgrade')}: ${flag(e.deductibleUpgrade)}`,
    `  ${label('insuranceUpgrade')}: ${flag(e.insuranceUpgrade)}`,
    `  ${label('returnPlanning')}: ${label(e.returnPlanning)}`,
    `  ${label('preReturnAppraisal')}: ${flag(e.preReturnAppraisal)}`,
    `  ${label('accountDeletionBlocked')}: ${flag(e.accountDeletionBlocked)}`,
    `${l.deductibles}:`,
    `  ${l.fullCoverage}: ${money(d.fullCoverageEur)}`,
    `  ${l.partialCoverage}: ${money(d.partialCoverageEur)}`,
    `  ${l.special}: ${flag(d.special)}`,
    `${l.cancellationSteps}:`,
    ...list(evaluation.cancellationSteps),
    '',
  ].join('\n');
};
