import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';

/**
 * A refused save above an account form: field errors the portal did not catch first (the BFF checks
 * the same rules) ask to check the entries; anything else is the generic forms' unexpected error
 * (consumer spec §8 "Generic forms").
 */
export const accountErrorMessage = (error: unknown): MessageId => {
  const apiError = apiErrorOf(error);
  return apiError?.kind === 'http' && apiError.status === 400
    ? 'account.errors.checkEntries'
    : 'account.errors.unexpected';
};

export const AccountFormError = ({ error, message }: { error: unknown; message?: MessageId }) => (
  <MessageBar intent="error" role="alert">
    <MessageBarBody>
      <Text id={message ?? accountErrorMessage(error)} />
    </MessageBarBody>
  </MessageBar>
);
