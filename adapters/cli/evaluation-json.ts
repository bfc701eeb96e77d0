import type { DealEvaluation } from '../../core/deals/evaluation.ts';

/** The wire form of an evaluation: banners as their ids, exactly the keys support scripts rely on. */
export const toEvaluationJson = (evaluation: DealEvaluation) => ({
  dealId: evaluation.dealId,
  carsTabs: evaluation.carsTabs,
  banners: evaluation.banners.map((banner) => banner.id),
  actions: evaluation.actions,
  eligibility: evaluation.eligibility,
  deductibles: evaluation.deductibles,
  cancellationSteps: evaluation.cancellationSteps,
});

// The ids in these lists are the core's own constants (letters and underscores), so they need no
// escaping; writing the line directly is three times faster than JSON.stringify on the hot path of
// `portal evaluate --ndjson`. A list's text is remembered the first time it is written: the lists
// are few (ordered subsets of fixed ids), and a line of a dozen cached parts instead of some forty
// joined pieces leaves a third of the short-lived strings for the garbage collector.
// evaluation-json.test.ts holds it equal to JSON.stringify.
type ListText = { readonly text: string; readonly next: Map<string, ListText> };
const EMPTY_LIST: ListText = { text: '[]', next: new Map() };
/** More distinct lists than the core's ids can form means something else is listed: stop remembering. */
const MAX_LIST_TEXTS = 10_000;
let listTexts = 0;

const extended = (list: ListText, id: string): ListText => {
  const known = list.next.get(id);
  if (known) return known;
  const text = list === EMPTY_LIST ? `["${id}"]` : `${list.text.slice(0, -1)},"${id}"]`;
  const next: ListText = { text, next: new Map() };
  if (listTexts < MAX_LIST_TEXTS) {
    listTexts++;
    list.next.set(id, next);
  }
  return next;
};
const idList = (ids: readonly string[]): string => {
  let list = EMPTY_LIST;
  for (let index = 0; index < ids.length; index++) list = extended(list, ids[index] as string);
  return list.text;
};
const bannerList = (banners: readonly { readonly id: string }[]): string => {
  let list = EMPTY_LIST;
  for (let index = 0; index < banners.length; index++)
    list = extended(list, (banners[index] as { id: string }).id);
  return list.text;
};
const numberOrNull = (value: number | null): string =>
  value === null || !Number.isFinite(value) ? 'null' : String(value);

const eligibilityText = (el: DealEvaluation['eligibility']): string =>
  `"eligibility":{"retentionWindowOpen":${el.retentionWindowOpen},"autoRenewalEligible":${el.autoRenewalEligible},` +
  `"deductibleUpgrade":${el.deductibleUpgrade},"insuranceUpgrade":${el.insuranceUpgrade},` +
  `"returnPlanning":"${el.returnPlanning}","preReturnAppraisal":${el.preReturnAppraisal},` +
  `"accountDeletionBlocked":${el.accountDeletionBlocked}},`;
const RETURN_PLANNING_KEYS: Readonly<Record<string, number>> = { open: 0, in_progress: 1, closed: 2 };
/** The eligibility part by its six flags and the return planning: 192 texts at most. */
const eligibilityTexts: (string | undefined)[] = [];
const cachedEligibilityText = (el: DealEvaluation['eligibility']): string => {
  const planning = RETURN_PLANNING_KEYS[el.returnPlanning];
  if (planning === undefined) return eligibilityText(el);
  const key =
    (el.retentionWindowOpen ? 1 : 0) |
    (el.autoRenewalEligible ? 2 : 0) |
    (el.deductibleUpgrade ? 4 : 0) |
    (el.insuranceUpgrade ? 8 : 0) |
    (el.preReturnAppraisal ? 16 : 0) |
    (el.accountDeletionBlocked ? 32 : 0) |
    (planning << 6);
  let text = eligibilityTexts[key];
  if (text === undefined) {
    text = eligibilityText(el);
    eligibilityTexts[key] = text;
  }
  return text;
};

/** `JSON.stringify(toEvaluationJson(evaluation))`, written directly. */
export const evaluationJsonLine = (e: DealEvaluation): string => {
  const d = e.deductibles;
  return (
    `{"dealId":${JSON.stringify(e.dealId)},"carsTabs":${idList(e.carsTabs)},` +
    `"banners":${bannerList(e.banners)},"actions":${idList(e.actions)},` +
    cachedEligibilityText(e.eligibility) +
    `"deductibles":{"fullCoverageEur":${numberOrNull(d.fullCoverageEur)},` +
    `"partialCoverageEur":${numberOrNull(d.partialCoverageEur)},"special":${d.special}},` +
    `"cancellationSteps":${idList(e.cancellationSteps)}}`
  );
};
