import { Toaster } from '@fluentui/react-components';
import { PORTAL_TOASTER } from '../../../lib/toaster.ts';

/**
 * The toaster of the wizards' success and failure toasts, on every page: it outlives the modal or
 * page whose flow dispatched the toast. Other features reach it as lib/toaster.ts's PORTAL_TOASTER.
 */
export const WIZARD_TOASTER = PORTAL_TOASTER;

export const WizardToaster = () => <Toaster toasterId={WIZARD_TOASTER} />;
