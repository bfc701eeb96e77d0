import { Spinner } from '@fluentui/react-components';
import type { MessageId } from '../i18n/catalogues.ts';
import { useText } from '../i18n/text.tsx';

export const LoadingState = ({ label = 'app.loading' }: { label?: MessageId }) => (
  <Spinner label={useText()(label)} />
);
