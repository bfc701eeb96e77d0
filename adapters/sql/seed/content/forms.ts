import type { LocalisedForm } from '../../../../core/content/types.ts';
import { addDriver, changePassword, contactDetails, newsletter } from './forms-account.ts';
import { contractSigning } from './forms-contract.ts';
import { reportDamageBusiness, scheduleServiceBusiness } from './forms-damage-service.ts';
import {
  depositRefund,
  handoverWizard,
  onsiteAppraisal,
  returnWizard,
  selfPickup,
} from './forms-return-handover.ts';
import {
  cancellation,
  editMileage,
  extendSelector,
  extraMileage,
  insuranceUpgrade,
  manageKilometres,
  mileageReport,
  prolongation,
  reportDamage,
  scheduleService,
  serviceSelector,
} from './forms-subscription.ts';

/** Every form definition the portal's wizards and modals run on. */
export const CONTENT_FORMS: readonly LocalisedForm[] = [
  returnWizard,
  handoverWizard,
  selfPickup,
  onsiteAppraisal,
  depositRefund,
  cancellation,
  prolongation,
  extendSelector,
  serviceSelector,
  editMileage,
  manageKilometres,
  mileageReport,
  extraMileage,
  insuranceUpgrade,
  reportDamage,
  scheduleService,
  contractSigning,
  reportDamageBusiness,
  scheduleServiceBusiness,
  addDriver,
  contactDetails,
  changePassword,
  newsletter,
];
