import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithTexts } from '../../i18n/page-texts.ts';
import type { OutcomeKind } from './modals/OutcomeModal.tsx';

/** What every named modal gets from the host. */
export type ModalProps = {
  readonly open: boolean;
  /** The deal the modal acts on (modal-target.ts), if the page or the link names one. */
  readonly dealId: string | undefined;
  readonly onClose: () => void;
};

type NamedModal = LazyExoticComponent<ComponentType<ModalProps>>;

/** A modal that runs a content form definition (core/content/form-engine.ts) by its id. */
const contentForm = (formId: string): NamedModal =>
  lazyWithTexts(() =>
    import('./modals/ContentFormModal.tsx').then((m) => ({
      default: (props: ModalProps) => <m.ContentFormModal {...props} formId={formId} />,
    })),
  );

const outcome = (kind: OutcomeKind): NamedModal =>
  lazyWithTexts(() =>
    import('./modals/OutcomeModal.tsx').then((m) => ({
      default: (props: ModalProps) => (
        <m.OutcomeModal kind={kind} open={props.open} onClose={props.onClose} />
      ),
    })),
  );

/**
 * The specification's modal names (consumer spec §2 "Modal names") and what each opens; every
 * modal is its own lazy chunk. The newsletter modal lives in the footer and has no name.
 */
export const NAMED_MODALS: Readonly<Record<string, NamedModal>> = {
  'extend-subscription-selector': lazyWithTexts(() =>
    import('./modals/ExtendSubscriptionModal.tsx').then((m) => ({ default: m.ExtendSubscriptionModal })),
  ),
  'service-selector': lazyWithTexts(() =>
    import('./modals/ServiceSelectorModal.tsx').then((m) => ({ default: m.ServiceSelectorModal })),
  ),
  cancelation: lazyWithTexts(() =>
    import('./modals/CancellationModal.tsx').then((m) => ({ default: m.CancellationModal })),
  ),
  // Return, handover and self-pickup run their own steps over core's rules (return-handover/).
  MULTISTEP_EDIT_RETURN: lazyWithTexts(() =>
    import('./return-handover/ReturnWizardModal.tsx').then((m) => ({ default: m.ReturnWizardModal })),
  ),
  MULTISTEP_EDIT_HANDOVER: lazyWithTexts(() =>
    import('./return-handover/HandoverWizardModal.tsx').then((m) => ({ default: m.HandoverWizardModal })),
  ),
  'handover-self-pickup': lazyWithTexts(() =>
    import('./return-handover/SelfPickupModal.tsx').then((m) => ({ default: m.SelfPickupModal })),
  ),
  'power-of-attorney-handover': lazyWithTexts(() =>
    import('./return-handover/HandoverPowerOfAttorneyModal.tsx').then((m) => ({
      default: m.HandoverPowerOfAttorneyModal,
    })),
  ),
  // The general power of attorney for the deal's handover and return appointments (power-of-attorney/).
  'power-of-attorney': lazyWithTexts(() =>
    import('./power-of-attorney/PowerOfAttorneyModal.tsx').then((m) => ({
      default: m.PowerOfAttorneyModal,
    })),
  ),
  'onsite-appraisal-booking': lazyWithTexts(() =>
    import('./modals/AppraisalModal.tsx').then((m) => ({ default: m.AppraisalModal })),
  ),
  INSURANCE_UPGRADE: lazyWithTexts(() =>
    import('./modals/InsuranceUpgradeModal.tsx').then((m) => ({ default: m.InsuranceUpgradeModal })),
  ),
  'edit-mileage': lazyWithTexts(() =>
    import('./modals/EditMileageModal.tsx').then((m) => ({ default: m.EditMileageModal })),
  ),
  'manage-my-kilometres': lazyWithTexts(() =>
    import('./modals/ManageKilometresModal.tsx').then((m) => ({ default: m.ManageKilometresModal })),
  ),
  'mileage-report': lazyWithTexts(() =>
    import('./modals/MileageReportModal.tsx').then((m) => ({ default: m.MileageReportModal })),
  ),
  // The report-damage flow of /mycars/{id}/report-damage, in a modal (damage-service/).
  REPORT_DAMAGE_MODAL: lazyWithTexts(() =>
    import('./damage-service/components/ReportDamageModal.tsx').then((m) => ({
      default: m.ReportDamageModal,
    })),
  ),
  'handover-options': lazyWithTexts(() =>
    import('./modals/HandoverOptionsModal.tsx').then((m) => ({ default: m.HandoverOptionsModal })),
  ),
  // Delay alternatives and the consumer transition car (delay-alternatives/).
  'delay-alternatives': lazyWithTexts(() =>
    import('./delay-alternatives/DelayAlternativesModal.tsx').then((m) => ({
      default: m.DelayAlternativesModal,
    })),
  ),
  'transition-vehicle': lazyWithTexts(() =>
    import('./delay-alternatives/TransitionVehicleModal.tsx').then((m) => ({
      default: m.TransitionVehicleModal,
    })),
  ),
  'request-success-modal': outcome('request-success-modal'),
  'prolongation-failed-modal': outcome('prolongation-failed-modal'),
  'deposit-refund-details': contentForm('deposit-refund-details'),
  // The reservation banner's contract to read and sign (ours; docs/ui/consumer.md "Signing the reservation's contract").
  'contract-signing': lazyWithTexts(() =>
    import('./modals/ContractSigningModal.tsx').then((m) => ({ default: m.ContractSigningModal })),
  ),
  'request-error': outcome('request-error'),
};

export const namedModal = (name: string): NamedModal | undefined =>
  Object.hasOwn(NAMED_MODALS, name) ? NAMED_MODALS[name] : undefined;
