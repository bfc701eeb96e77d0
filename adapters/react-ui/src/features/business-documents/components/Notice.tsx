import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text } from '../../../i18n/text.tsx';

/** What a row action came to: a failure is announced at once (alert), a success politely (status). */
export const Notice = ({ intent, text }: { intent: 'error' | 'success'; text: MessageId }) => (
  <MessageBar intent={intent} role={intent === 'error' ? 'alert' : 'status'}>
    <MessageBarBody>
      <Text id={text} />
    </MessageBarBody>
  </MessageBar>
);
