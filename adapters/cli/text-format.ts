import { isBusinessBanner } from '../../core/deals/banners.ts';
import type { DealEvaluation } from '../../core/deals/evaluation.ts';
import { formatEuros } from '../../core/shared/money.ts';
import type { Locale } from './locale.ts';
import { type BannerValues, type Portal, portalWords } from './portal-words.ts';

export { LOCALES, type Locale, parseLocale } from './locale.ts';

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

/**
 * The German or English name of an eligibility flag, its value or a cancellation step: what only
 * support reads (the portals show no such list). Banners, actions, tabs and states are named in the
 * portal's own words (portal-words.ts).
 */
export const labelFor =
  (locale: Locale) =>
  (id: string): string =>
    (locale.startsWith('de') ? GERMAN : ENGLISH).ids[id] ?? id;

/** Which portal shows the deal, and the values its banner titles name (portal-words.ts). */
export type TextView = { readonly portal: Portal; readonly values?: BannerValues };

/**
 * The evaluation for a person: one section per part, German or English, banners, actions and tabs
 * in the words of the portal that shows the deal — a consumer's deal has no cars-list tabs, and a
 * company's shows only the business portal's banners.
 */
export const formatEvaluationText = (evaluation: DealEvaluation, locale: Locale, view: TextView): string => {
  const l = locale.startsWith('de') ? GERMAN : ENGLISH;
  const words = portalWords(locale);
  const label = (id: string) => l.ids[id] ?? id;
  const list = (ids: readonly string[]) =>
    ids.length ? ids.map((id) => `  - ${label(id)} (${id})`) : [`  ${l.none}`];
  const named = (ids: readonly string[], name: (id: string) => string) =>
    ids.length ? ids.map((id) => `  - ${name(id)} (${id})`) : [`  ${l.none}`];
  const business = view.portal === 'business';
  const banners = business ? evaluation.banners.filter(isBusinessBanner) : evaluation.banners;
  // The deductibles are whole euros; written as every amount of the portal (formatEuros).
  const money = (value: number | null) => (value === null ? '–' : formatEuros(Math.round(value * 100)));
  const flag = (value: boolean) => (value ? l.yes : l.no);
  const { eligibility: e, deductibles: d } = evaluation;
  return [
    `${l.heading} ${evaluation.dealId}`,
    ...(business ? [`${l.carsTabs}:`, ...named(evaluation.carsTabs, words.tab)] : []),
    `${l.banners}:`,
    ...(banners.length
      ? banners.map(
          (b) =>
            `  - ${words.banner(b, view.portal, view.values)} (${b.id})${b.daysLeft === undefined ? '' : `, ${l.daysLeft(b.daysLeft)}`}`,
        )
      : [`  ${l.none}`]),
    `${l.actions}:`,
    ...named(evaluation.actions, words.action),
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
