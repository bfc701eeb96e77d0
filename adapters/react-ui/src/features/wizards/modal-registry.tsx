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

/** The powers of attorney: the portal does not run their flow yet; the modal points to the hotline. */
const hotline: NamedModal = lazy(() =>
  import('./modals/HotlineModal.tsx').then((m) => ({ default: m.HotlineModal })),
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
  MULTISTEP_EDIT_RETURN: contentForm('return'),
  MULTISTEP_EDIT_HANDOVER: contentForm('handover'),
  'handover-self-pickup': contentForm('handover-self-pickup'),
  'power-of-attorney-handover': hotline,
  'power-of-attorney': hotline,
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
  REPORT_DAMAGE_MODAL: contentForm('report-damage'),
  'handover-options': lazy(() =>
    import('./modals/HandoverOptionsModal.tsx').then((m) => ({ default: m.HandoverOptionsModal })),
  ),
  'request-success-modal': outcome('request-success-modal'),
  'prolongation-failed-modal': outcome('prolongation-failed-modal'),
  'deposit-refund-details': contentForm('deposit-refund-details'),
  'request-error': outcome('request-error'),
};

export const namedModal = (name: string): NamedModal | undefined =>
  Object.hasOwn(NAMED_MODALS, name) ? NAMED_MODALS[name] : undefined;
