import { Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useText } from '../i18n/text.tsx';
import { PORTAL_TOASTER } from '../lib/toaster.ts';

/**
 * Business spec §8's generic toast ('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.')
 * for an action that failed for no reason the page can name: shown once per failure (each failure
 * is a new error value), while failures with a reason of their own stay said beside the action.
 * Renders nothing itself; pass the failure, or nothing while there is none.
 */
export const GenericErrorToast = ({ error }: { error: unknown }) => {
  const { dispatchToast } = useToastController(PORTAL_TOASTER);
  const text = useText();
  useEffect(() => {
    if (!error) return;
    dispatchToast(
      <Toast>
        <ToastTitle>{text('app.toast.genericError')}</ToastTitle>
      </Toast>,
      { intent: 'error' },
    );
  }, [error, dispatchToast, text]);
  return null;
};
