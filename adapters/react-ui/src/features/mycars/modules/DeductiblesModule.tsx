import { deductiblesOf } from '../../../../../../core/deals/deductibles.ts';
import { MINOR_DAMAGE_COVER_MAX } from '../../../../../../core/insurance/rules.ts';
import { Text, useFormat } from '../../../i18n/text.tsx';
import { DetailRows } from './DetailRows.tsx';
import { ModuleCard } from './ModuleCard.tsx';
import type { ModuleProps } from './module-types.ts';

const cents = (euros: number | null): number | undefined =>
  euros === null ? undefined : Math.round(euros * 100);

/**
 * Deductibles (consumer spec §9): full and partial coverage as core reads them (cents / 100), the
 * special deductible (50,000 cents full coverage or a customer value of 500), minor damage cover.
 */
export const DeductiblesModule = ({ deal }: ModuleProps) => {
  const format = useFormat();
  const deductibles = deductiblesOf(deal);
  const full = cents(deductibles.fullCoverageEur);
  const partial = cents(deductibles.partialCoverageEur);
  const known = full !== undefined || partial !== undefined;
  return (
    <ModuleCard title="carDetails.deductibles.title">
      {known ? (
        <DetailRows
          rows={[
            ['carDetails.deductibles.full', full === undefined ? undefined : format.money(full)],
            ['carDetails.deductibles.partial', partial === undefined ? undefined : format.money(partial)],
          ]}
        />
      ) : (
        <p>
          <Text id="carDetails.deductibles.empty" />
        </p>
      )}
      {deductibles.special ? (
        <p data-special-deductible="">
          <Text id="carDetails.deductibles.special" />
        </p>
      ) : null}
      {deal.minor_damage ? (
        <p>
          <Text
            id="carDetails.deductibles.minorDamage"
            values={{ amount: format.money(MINOR_DAMAGE_COVER_MAX) }}
          />
        </p>
      ) : null}
    </ModuleCard>
  );
};
