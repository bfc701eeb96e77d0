import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { MessageId } from '../i18n/catalogues.ts';
import { Text } from '../i18n/text.tsx';

/** A failed document download (an invoice or contract PDF), in the list's own words. */
export const DownloadFailed = ({ text, layout }: { text: MessageId; layout?: 'multiline' }) => (
  <MessageBar intent="error" role="alert" {...(layout ? { layout } : {})}>
    <MessageBarBody>
      <Text id={text} />
    </MessageBarBody>
  </MessageBar>
);
