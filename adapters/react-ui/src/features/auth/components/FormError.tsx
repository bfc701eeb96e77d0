import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text } from '../../../i18n/text.tsx';

/** A server error above a form, in the catalogue's words. */
export const FormError = ({
  message,
  values,
  children,
}: {
  message: MessageId;
  values?: Record<string, string | number>;
  children?: ReactNode;
}) => (
  <MessageBar intent="error" role="alert">
    <MessageBarBody>
      <Text id={message} {...(values ? { values } : {})} />
      {children}
    </MessageBarBody>
  </MessageBar>
);
