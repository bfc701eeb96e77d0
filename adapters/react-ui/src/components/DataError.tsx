import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { MessageId } from '../i18n/catalogues.ts';
import { Text } from '../i18n/text.tsx';
import { useFormalWording } from '../lib/session.ts';

/** A list or module that could not load: the specification's text and a retry. */
export const DataError = ({ onRetry, message }: { onRetry?: () => void; message?: MessageId }) => {
  const formal = useFormalWording();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>
        <Text id={message ?? (formal ? 'app.dataError.text' : 'app.dataError.text.informal')} />
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
};
