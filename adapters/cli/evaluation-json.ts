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
// `portal evaluate --ndjson`, and the lists are written by a loop rather than map() and join(), which
// allocate an array and a string per list. evaluation-json.test.ts holds it equal to JSON.stringify.
const idList = (ids: readonly string[]): string => {
  if (ids.length === 0) return '[]';
  let list = `["${ids[0]}`;
  for (let index = 1; index < ids.length; index++) list += `","${ids[index]}`;
  return `${list}"]`;
};
const bannerList = (banners: readonly { readonly id: string }[]): string => {
  if (banners.length === 0) return '[]';
  let list = `["${banners[0]?.id}`;
  for (let index = 1; index < banners.length; index++) list += `","${banners[index]?.id}`;
  return `${list}"]`;
};
const numberOrNull = (value: number | null): string =>
  value === null || !Number.isFinite(value) ? 'null' : String(value);

/** `JSON.stringify(toEvaluationJson(evaluation))`, written directly. */
export const evaluationJsonLine = (e: DealEvaluation): string => {
  const el = e.eligibility;
  const d = e.deductibles;
  return (
    `{"dealId":${JSON.stringify(e.dealId)},"carsTabs":${idList(e.carsTabs)},` +
    `"banners":${bannerList(e.banners)},"actions":${idList(e.actions)},` +
    `"eligibility":{"retentionWindowOpen":${el.retentionWindowOpen},"autoRenewalEligible":${el.autoRenewalEligible},` +
    `"deductibleUpgrade":${el.deductibleUpgrade},"insuranceUpgrade":${el.insuranceUpgrade},` +
    `"returnPlanning":"${el.returnPlanning}","preReturnAppraisal":${el.preReturnAppraisal},` +
    `"accountDeletionBlocked":${el.accountDeletionBlocked}},` +
    `"deductibles":{"fullCoverageEur":${numberOrNull(d.fullCoverageEur)},` +
    `"partialCoverageEur":${numberOrNull(d.partialCoverageEur)},"special":${d.special}},` +
    `"cancellationSteps":${idList(e.cancellationSteps)}}`
  );
};
