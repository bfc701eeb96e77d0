import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
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
  lazy(() =>
    import('./modals/ContentFormModal.tsx').then((m) => ({
      default: (props: ModalProps) => <m.ContentFormModal {...props} formId={formId} />,
    })),
  );

const outcome = (kind: OutcomeKind): NamedModal =>
  lazy(() =>
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
  'extend-subscription-selector': lazy(() =>
    import('./modals/ExtendSubscriptionModal.tsx').then((m) => ({ default: m.ExtendSubscriptionModal })),
  ),
  'service-selector': lazy(() =>
    import('./modals/ServiceSelectorModal.tsx').then((m) => ({ default: m.ServiceSelectorModal })),
  ),
  cancelation: lazy(() =>
    import('./modals/CancellationModal.tsx').then((m) => ({ default: m.CancellationModal })),
  ),
  // Return, handover and self-pickup run their own steps over core's rules (return-handover/).
  MULTISTEP_EDIT_RETURN: lazy(() =>
    import('./return-handover/ReturnWizardModal.tsx').then((m) => ({ default: m.ReturnWizardModal })),
  ),
  MULTISTEP_EDIT_HANDOVER: lazy(() =>
    import('./return-handover/HandoverWizardModal.tsx').then((m) => ({ default: m.HandoverWizardModal })),
  ),
  'handover-self-pickup': lazy(() =>
    import('./return-handover/SelfPickupModal.tsx').then((m) => ({ default: m.SelfPickupModal })),
  ),
  'power-of-attorney-handover': lazy(() =>
    import('./return-handover/HandoverPowerOfAttorneyModal.tsx').then((m) => ({
      default: m.HandoverPowerOfAttorneyModal,
    })),
  ),
  // The general power of attorney for the deal's handover and return appointments (power-of-attorney/).
  'power-of-attorney': lazy(() =>
    import('./power-of-attorney/PowerOfAttorneyModal.tsx').then((m) => ({
      default: m.PowerOfAttorneyModal,
    })),
  ),
  'onsite-appraisal-booking': lazy(() =>
    import('./modals/AppraisalModal.tsx').then((m) => ({ default: m.AppraisalModal })),
  ),
  INSURANCE_UPGRADE: lazy(() =>
    import('./modals/InsuranceUpgradeModal.tsx').then((m) => ({ default: m.InsuranceUpgradeModal })),
  ),
  'edit-mileage': lazy(() =>
    import('./modals/EditMileageModal.tsx').then((m) => ({ default: m.EditMileageModal })),
  ),
  'manage-my-kilometres': lazy(() =>
    import('./modals/ManageKilometresModal.tsx').then((m) => ({ default: m.ManageKilometresModal })),
  ),
  'mileage-report': lazy(() =>
    import('./modals/MileageReportModal.tsx').then((m) => ({ default: m.MileageReportModal })),
  ),
  // The report-damage flow of /mycars/{id}/report-damage, in a modal (damage-service/).
  REPORT_DAMAGE_MODAL: lazy(() =>
    import('./damage-service/components/ReportDamageModal.tsx').then((m) => ({
      default: m.ReportDamageModal,
    })),
  ),
  'handover-options': lazy(() =>
    import('./modals/HandoverOptionsModal.tsx').then((m) => ({ default: m.HandoverOptionsModal })),
  ),
  // Delay alternatives and the consumer transition car (delay-alternatives/).
  'delay-alternatives': lazy(() =>
    import('./delay-alternatives/DelayAlternativesModal.tsx').then((m) => ({
      default: m.DelayAlternativesModal,
    })),
  ),
  'transition-vehicle': lazy(() =>
    import('./delay-alternatives/TransitionVehicleModal.tsx').then((m) => ({
      default: m.TransitionVehicleModal,
    })),
  ),
  'request-success-modal': outcome('request-success-modal'),
  'prolongation-failed-modal': outcome('prolongation-failed-modal'),
  'deposit-refund-details': contentForm('deposit-refund-details'),
  // The reservation banner's contract to read and sign (ours; docs/ui.md "Signing the reservation's contract").
  'contract-signing': lazy(() =>
    import('./modals/ContractSigningModal.tsx').then((m) => ({ default: m.ContractSigningModal })),
  ),
  'request-error': outcome('request-error'),
};

export const namedModal = (name: string): NamedModal | undefined =>
  Object.hasOwn(NAMED_MODALS, name) ? NAMED_MODALS[name] : undefined;
