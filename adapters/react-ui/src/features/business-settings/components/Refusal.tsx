import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { Text } from '../../../i18n/text.tsx';

/** A page the user's role may not see: says so instead of calling the BFF (which would answer 403). */
export const Refusal = ({ text }: { text: MessageId }) => (
  <MessageBar intent="warning" layout="multiline">
    <MessageBarBody>
      <MessageBarTitle>
        <Text id="businessSettings.refusal.title" />
      </MessageBarTitle>
      <Text id={text} />
    </MessageBarBody>
  </MessageBar>
);
