import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Text } from '../../../i18n/text.tsx';
import { apiErrorOf } from '../../../lib/query.ts';
import { useStartOpenIdSignIn } from '../api/auth-calls.ts';
import { companyProvider } from '../company-sign-in.ts';
import { openIdErrorMessage } from '../open-id-errors.ts';
import { newBinding, rememberFlow } from '../open-id-flow.ts';
import { FormError } from './FormError.tsx';

const useStyles = makeStyles({
  company: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * "Mit dem Firmenkonto anmelden" on the company's sign-in link: the sign-in through the issuer the
 * company's admin saved. Whether the company has one is learnt when it starts (404: it has none).
 */
export const CompanySignInButton = ({ companyId, returnTo }: { companyId: string; returnTo: string }) => {
  const styles = useStyles();
  const start = useStartOpenIdSignIn();
  const error = apiErrorOf(start.error);
  const signIn = () => {
    const binding = newBinding();
    rememberFlow({ binding, returnTo });
    start.mutate(
      { provider: companyProvider(companyId), binding },
      { onSuccess: ({ data }) => window.location.assign(data.authorization_url) },
    );
  };
  return (
    <div className={styles.company}>
      {start.error ? (
        <FormError
          message={
            error?.kind === 'http' && error.code === 'not_found'
              ? 'auth.openId.companyNotOffered'
              : openIdErrorMessage(error)
          }
        />
      ) : null}
      <Button appearance="primary" disabled={start.isPending} onClick={signIn}>
        <Text id="auth.openId.company" />
      </Button>
      <Text id="auth.openId.companyHint" />
      <Text id="auth.openId.or" />
    </div>
  );
};
