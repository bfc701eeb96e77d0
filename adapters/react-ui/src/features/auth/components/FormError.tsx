import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text } from '../../../i18n/text.tsx';

/** A server error above a form, in the catalogue's words. */
export const FormError = ({ message, children }: { message: MessageId; children?: ReactNode }) => (
  <MessageBar intent="error" role="alert">
    <MessageBarBody>
      <Text id={message} />
      {children}
    </MessageBarBody>
  </MessageBar>
);
