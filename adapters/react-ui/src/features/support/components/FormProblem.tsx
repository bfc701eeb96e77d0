import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text } from '../../../i18n/text.tsx';

/** Why the view could not start, above the form. */
export const FormProblem = ({ message }: { message: MessageId }) => (
  <MessageBar intent="error" role="alert">
    <MessageBarBody>
      <Text id={message} />
    </MessageBarBody>
  </MessageBar>
);
