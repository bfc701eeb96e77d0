import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Text } from '../../../i18n/text.tsx';

/** Business spec §8: a failed contract or invoice download. */
export const DownloadFailed = () => (
  <MessageBar intent="error" role="alert" layout="multiline">
    <MessageBarBody>
      <Text id="documents.downloadFailed" />
    </MessageBarBody>
  </MessageBar>
);
