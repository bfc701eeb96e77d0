import { makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { deductiblesOf } from '../../../../../../core/deals/deductibles.ts';
import { canUpgradeInsurance } from '../../../../../../core/deals/eligibility.ts';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SmartLink } from '../../../components/SmartLink.tsx';
import { Text, useFormat } from '../../../i18n/text.tsx';
import { isHttpStatus } from '../../../lib/query.ts';
import { usePortalApi } from '../../../lib/session.ts';
import { addonsQuery, insuranceOf } from '../api/car-details-queries.ts';
import { DetailRows } from './DetailRows.tsx';
import { ModuleCard, QueryContent } from './ModuleCard.tsx';
import { type ModuleProps, modalHref } from './module-types.ts';

/** The rows' usual height (four rows of DetailRows: type, amount, full and partial coverage). */
const ROWS_HEIGHT = `calc(4 * ${tokens.lineHeightBase300} + 3 * 8px)`;

const useStyles = makeStyles({
  // The add-ons are a POST read, which the page's first answers cannot hold (docs/ui/server-render.md "Data in the
  // page"): while they load, the card keeps the rows' place, so the cards below it do not move.
  loading: { minHeight: ROWS_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/**
 * Insurance type (consumer spec §3 "Addons": basic = Basis Schutz, comfort = Komfort Schutz), with
 * the upgrade where core allows it (§4: only CREATED, with add-on availability).
 */
export const InsuranceTypeModule = ({ deal, ctx }: ModuleProps) => {
  const productId = deal.car?.external_product_id ?? '';
  const addons = useQuery({ ...addonsQuery(usePortalApi(), deal.id, productId), enabled: productId !== '' });
  const format = useFormat();
  const ownDeductibles = deductiblesOf(deal);
  const dealHasDeductibles =
    ownDeductibles.fullCoverageEur !== null || ownDeductibles.partialCoverageEur !== null;
  const styles = useStyles();
  // No product, or one the add-on service does not know (404): nothing to show rather than an error.
  if (productId === '' || (addons.isError && isHttpStatus(addons.error, 404)))
    return (
      <ModuleCard title="carDetails.insuranceType.title">
        <p>
          <Text id="carDetails.insuranceType.empty" />
        </p>
      </ModuleCard>
    );
  return (
    <ModuleCard title="carDetails.insuranceType.title">
      {addons.isPending ? (
        <div className={styles.loading}>
          <LoadingState />
        </div>
      ) : (
        <QueryContent
          query={addons}
          isEmpty={(groups) => !groups.some((group) => group.insurance_type)}
          empty="carDetails.insuranceType.empty"
        >
          {(groups) => {
            const insurance = insuranceOf(groups);
            const type = insurance?.group.insurance_type;
            if (!insurance || !type) return null;
            const { group } = insurance;
            const upgrade = canUpgradeInsurance({ ...ctx, addons: insurance.addons });
            return (
              <>
                <DetailRows
                  rows={[
                    [
                      'carDetails.insuranceType.type',
                      <Text key="type" id={`carDetails.insuranceType.${type}`} />,
                    ],
                    [
                      'carDetails.insuranceType.amount',
                      typeof group.insurance_amount === 'number'
                        ? format.money(group.insurance_amount)
                        : undefined,
                    ],
                    // The deal's own deductibles show in their card (DeductiblesModule), once and
                    // in the portal's money format; the protection's are named only without them.
                    [
                      'carDetails.insuranceType.fullCoverage',
                      dealHasDeductibles ? undefined : group.vkValueFormatted,
                    ],
                    [
                      'carDetails.insuranceType.partialCoverage',
                      dealHasDeductibles ? undefined : group.tkValueFormatted,
                    ],
                  ]}
                />
                {upgrade ? (
                  <SmartLink href={modalHref(deal.id, 'INSURANCE_UPGRADE')}>
                    <Text id="carDetails.insuranceType.upgrade" />
                  </SmartLink>
                ) : null}
              </>
            );
          }}
        </QueryContent>
      )}
    </ModuleCard>
  );
};
