import { makeStyles } from '@fluentui/react-components';

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '420px' },
  links: { display: 'flex', flexDirection: 'column', gap: '8px' },
});
