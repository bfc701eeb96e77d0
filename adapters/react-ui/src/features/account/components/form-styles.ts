import { makeStyles } from '@fluentui/react-components';

export const useAccountFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '480px' },
});
