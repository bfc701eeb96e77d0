import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Text } from '../../../i18n/text.tsx';

/** Why a page that exists to change something is empty in a support user's view of a customer. */
export const ReadOnlyNotice = () => (
  <MessageBar intent="info" layout="multiline">
    <MessageBarBody>
      <MessageBarTitle>
        <Text id="support.readOnly.title" />
      </MessageBarTitle>
      <Text id="support.readOnly.text" />
    </MessageBarBody>
  </MessageBar>
);
