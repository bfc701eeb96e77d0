import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { Text } from '../../../i18n/text.tsx';

/** Why a page that needs a session is empty, and the way to the login dialog (RequireSession). */
export const SignInRequired = ({ onLogin }: { onLogin: () => void }) => (
  <MessageBar intent="info" layout="multiline">
    <MessageBarBody>
      <MessageBarTitle>
        <Text id="auth.required.title" />
      </MessageBarTitle>
      <Text id="auth.required.text" />
    </MessageBarBody>
    <MessageBarActions>
      <Button appearance="primary" onClick={onLogin}>
        <Text id="auth.required.login" />
      </Button>
    </MessageBarActions>
  </MessageBar>
);
