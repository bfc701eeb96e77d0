import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** A dialog's failure above its fields: with a long form the message must not hide below them. */
export const FormProblem = ({ message }: { message: string | undefined }) =>
  message ? (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  ) : null;
