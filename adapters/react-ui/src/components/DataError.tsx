import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { MessageId } from '../i18n/catalogues.ts';
import { Text } from '../i18n/text.tsx';

/** A list or module that could not load: the specification's text and a retry. */
export const DataError = ({
  onRetry,
  message = 'app.dataError.text',
}: {
  onRetry?: () => void;
  message?: MessageId;
}) => (
  <MessageBar intent="error" role="alert">
    <MessageBarBody>
      <Text id={message} />
    </MessageBarBody>
    {onRetry ? (
      <MessageBarActions>
        <Button onClick={onRetry}>
          <Text id="app.dataError.retry" />
        </Button>
      </MessageBarActions>
    ) : null}
  </MessageBar>
);
