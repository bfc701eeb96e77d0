import type { DealJson } from '../../api/wizard-queries.ts';

/** A car as the selector and the summary name it: make, model and licence plate. */
export const carLabelOf = (deal: DealJson): string => {
  const name = [deal.car?.oem, deal.car?.model].filter(Boolean).join(' ') || deal.id;
  const plate = deal.car?.registration_data?.license_plate ?? deal.car?.license_plate;
  return plate ? `${name} (${plate})` : name;
};
