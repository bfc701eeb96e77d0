import { Toaster } from '@fluentui/react-components';

/**
 * The toaster of the wizards' success and failure toasts, on every page: it outlives the modal or
 * page whose flow dispatched the toast.
 */
export const WIZARD_TOASTER = 'wizards';

export const WizardToaster = () => <Toaster toasterId={WIZARD_TOASTER} />;
