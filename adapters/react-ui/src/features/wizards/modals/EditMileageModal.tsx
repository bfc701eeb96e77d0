import { Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { FormStep, FormValues } from '../../../../../../core/content/form-engine.ts';
import {
  canChangeMileagePackage,
  isMileageChangeContinueEnabled,
  selectableMileagePackages,
} from '../../../../../../core/mileage/rules.ts';
import { DataError } from '../../../components/DataError.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { Text, useFormat, useText } from '../../../i18n/text.tsx';
import { usePortalApi } from '../../../lib/session.ts';
import { type DealJson, mileagePackagesQuery } from '../api/wizard-queries.ts';
import { ContentForm } from '../components/ContentForm.tsx';
import { DealModal } from '../components/DealModal.tsx';
import { WIZARD_TOASTER } from '../components/WizardToaster.tsx';
import type { ModalProps } from '../modal-registry.tsx';

const EditMileage = ({ deal, onDone }: { deal: DealJson; onDone: () => void }) => {
  const text = useText();
  const format = useFormat();
  const { dispatchToast } = useToastController(WIZARD_TOASTER);
  const answer = useQuery(mileagePackagesQuery(usePortalApi(), deal.id));
  if (!canChangeMileagePackage(deal)) return <Text id="wizards.mileage.notPossible" />;
  if (answer.isPending) return <LoadingState />;
  if (answer.isError) return <DataError onRetry={() => void answer.refetch()} />;
  // A package can only be raised (consumer §4): core offers the larger ones, smallest first.
  const packages = selectableMileagePackages(
    answer.data.available_mileage_packages,
    deal.mileage_package ?? 0,
  );
  if (packages.length === 0) return <Text id="wizards.mileage.none" />;
  const chosenOf = (values: FormValues) =>
    packages.find((option) => option.mileage_package === values.mileage_package);
  // An ACTIVE deal pays the raise once for every month already driven (consumer §4); the BFF
  // prices it in the packages' answer, and the customer sees it before and after confirming.
  const oneTimeText = (oneTime: number) =>
    oneTime > 0 ? text('wizards.mileage.summaryOneTime', { amount: format.money(oneTime) }) : undefined;
  const overview = (step: FormStep, values: FormValues) => {
    const chosen = chosenOf(values);
    if (step.id !== 'overview' || !chosen) return null;
    const oneTime = oneTimeText(chosen.one_time_payment);
    return (
      <dl>
        <dt>{text('wizards.mileage.summaryPackage', { km: chosen.mileage_package })}</dt>
        <dd>
          {text('wizards.mileage.summaryRate', {
            amount: format.money(chosen.new_amount),
            change: format.money(chosen.amount_change),
          })}
        </dd>
        {oneTime ? <dd>{oneTime}</dd> : null}
      </dl>
    );
  };
  const charged = (values: FormValues) => {
    const chosen = chosenOf(values);
    if (!chosen) return undefined;
    const rate = text('wizards.mileage.chargedRate', { amount: format.money(chosen.new_amount) });
    const oneTime =
      chosen.one_time_payment > 0
        ? text('wizards.mileage.chargedOneTime', { amount: format.money(chosen.one_time_payment) })
        : undefined;
    return [rate, oneTime].filter(Boolean).join(' ');
  };
  return (
    <ContentForm
      formId="edit-mileage"
      deal={deal}
      data={{ mileagePackages: { available_mileage_packages: packages } }}
      optionsFor={(field) =>
        field.optionsFrom === 'mileagePackages.available_mileage_packages'
          ? packages.map((option) => ({
              value: option.mileage_package,
              label:
                option.one_time_payment > 0
                  ? text('wizards.mileage.optionWithOneTime', {
                      km: option.mileage_package,
                      amount: format.money(option.new_amount),
                      oneTime: format.money(option.one_time_payment),
                    })
                  : text('wizards.mileage.option', {
                      km: option.mileage_package,
                      amount: format.money(option.new_amount),
                    }),
            }))
          : undefined
      }
      stepExtra={overview}
      // Consumer §5: next disabled until a package with a new amount is chosen, submit without one.
      canContinue={(_, values) =>
        isMileageChangeContinueEnabled(
          packages,
          typeof values.mileage_package === 'number' ? values.mileage_package : null,
        )
      }
      confirmation={charged}
      // Consumer §8 "Mileage": the toast, besides the content's upgrade error modal.
      onFailed={() =>
        dispatchToast(
          <Toast>
            <ToastTitle>{text('wizards.mileage.failed')}</ToastTitle>
          </Toast>,
          { intent: 'error' },
        )
      }
      onDone={onDone}
    />
  );
};

/**
 * Edit mileage (consumer spec §2 "Edit-mileage flow", §4, §5): the package choice (only larger
 * packages), the overview with the new rate and, for an ACTIVE deal, the one-time payment for the
 * months already driven; the confirmation repeats what was charged; the content form "edit-mileage".
 */
export const EditMileageModal = ({ open, dealId, onClose }: ModalProps) => {
  const text = useText();
  return (
    <DealModal open={open} dealId={dealId} onClose={onClose} title={text('wizards.kilometres.raise')}>
      {(deal) => <EditMileage deal={deal} onDone={onClose} />}
    </DealModal>
  );
};
