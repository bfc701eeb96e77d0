import { Toast, ToastTitle, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useText } from '../i18n/text.tsx';
import { useFormalWording } from '../lib/session.ts';
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
  // The business portal's words (business spec §8); the consumer portal's in the du-form.
  const message = text(useFormalWording() ? 'app.toast.genericError' : 'app.toast.genericError.informal');
  useEffect(() => {
    if (!error) return;
    dispatchToast(
      <Toast>
        <ToastTitle>{message}</ToastTitle>
      </Toast>,
      { intent: 'error' },
    );
  }, [error, dispatchToast, message]);
  return null;
};
